/* global window, document */
/*
 * The screen every test package shows (see ../README.md): which page the learner is on, "Resumed at page N" when
 * the LMS/LRS gave back a saved position, "Progress saved" after a commit, and the result after "Finish".
 * The runtime scripts (scorm12.js, scorm2004.js, tincan.js, cmi5.js) drive it through window.PackagePage.
 */
(function () {
  'use strict';
  var config = window.PACKAGE_CONFIG;

  function show(id, text) {
    document.getElementById(id).textContent = text;
  }

  function button(id) {
    return document.getElementById(id);
  }

  window.PackagePage = {
    config: config,
    status: function (text) {
      show('status', text);
    },
    resumed: function (page) {
      show('resume', 'Resumed at page ' + page);
    },
    page: function (page) {
      show('page', 'Page ' + page + ' of ' + config.pages);
      button('next').disabled = page >= config.pages;
    },
    saved: function (text) {
      show('saved', text);
    },
    result: function (text) {
      show('result', text);
    },
    /** Enables the buttons and calls `next()` / `finish()` on their clicks (each may return a promise). */
    ready: function (handlers) {
      var busy = false;
      function run(action) {
        if (busy) return;
        busy = true;
        Promise.resolve()
          .then(action)
          .catch(function (error) {
            show('status', 'Error: ' + (error && error.message ? error.message : String(error)));
          })
          .then(function () {
            busy = false;
          });
      }
      button('next').addEventListener('click', function () {
        run(handlers.next);
      });
      button('finish').addEventListener('click', function () {
        run(handlers.finish);
      });
      button('finish').disabled = false;
    },
    /** Disables both buttons (after "Finish"). */
    done: function () {
      button('next').disabled = true;
      button('finish').disabled = true;
    },
    /** "PT12.3S": an ISO 8601 duration of the time since `start` (xAPI result.duration, SCORM 2004 session_time). */
    isoDuration: function (start) {
      return 'PT' + Math.round((Date.now() - start) / 100) / 10 + 'S';
    },
  };
})();
