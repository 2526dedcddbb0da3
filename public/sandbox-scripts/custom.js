/*
 * Sandbox stand-in for the custom script loaded after the bot-check. It only records that it ran, so
 * tests and the dev tools can see the start-up order.
 */
(function () {
  'use strict';
  window.sandboxCustomScript = { loadedAt: Date.now() };
})();
