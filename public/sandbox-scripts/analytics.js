/*
 * Sandbox stand-in for the analytics script: the same global the app calls (window.bzbsAnalytics), which
 * keeps the events in memory instead of sending them anywhere (inspect window.bzbsAnalytics.events).
 */
(function () {
  'use strict';
  var events = [];
  window.bzbsAnalytics = {
    disabled: false,
    sandbox: true,
    config: null,
    events: events,
    init: function (config) {
      this.config = config;
    },
    track: function (name, data) {
      events.push({ name: name, data: data || {}, at: Date.now() });
    },
  };
})();
