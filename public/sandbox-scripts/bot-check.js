/*
 * Sandbox stand-in for the bot-check widget script (served by the app itself, since nothing outside the
 * machine can be reached). Defines a grecaptcha-like global whose execute() answers a fixed sandbox
 * token that the sandbox backend accepts.
 */
(function () {
  'use strict';
  var readyQueue = [];
  var api = {
    sandbox: true,
    ready: function (callback) {
      if (typeof callback === 'function') readyQueue.push(callback);
      while (readyQueue.length) readyQueue.shift()();
    },
    execute: function (siteKey, options) {
      var action = options && options.action ? options.action : 'submit';
      return Promise.resolve('sandbox-bot-check-token.' + action);
    },
    render: function () {
      return 0;
    },
    reset: function () {},
    getResponse: function () {
      return 'sandbox-bot-check-token';
    },
  };
  window.grecaptcha = api;
})();
