/* global window */
/*
 * SCORM 1.2 runtime for the test SCO, written the way real SCOs are: find window.API by walking up the parents and
 * then the opener, LMSInitialize, read the saved position (cmi.core.lesson_location, cmi.suspend_data), save it on
 * every page (LMSCommit), and on "Finish" report a score and passed/failed, then LMSFinish.
 */
(function () {
  'use strict';
  var ui = window.PackagePage;
  var config = ui.config;
  var start = Date.now();
  var api = null;
  var finished = false;
  var state = { page: 1, visited: [1] };

  /** The standard findAPI loop (ADL's APIWrapper): up to 7 parents, then the opener's parents. */
  function findAPI(win) {
    var tries = 0;
    try {
      while (!win.API && win.parent && win.parent !== win) {
        tries += 1;
        if (tries > 7) return null;
        win = win.parent;
      }
      return win.API || null;
    } catch {
      return null;
    }
  }

  function getAPI() {
    var found = findAPI(window);
    if (!found && window.opener) found = findAPI(window.opener);
    return found;
  }

  function failed(call) {
    var code = api.LMSGetLastError();
    return new Error(call + ' failed: error ' + code + ' ' + api.LMSGetErrorString(code));
  }

  function set(element, value) {
    if (String(api.LMSSetValue(element, String(value))) !== 'true') throw failed('LMSSetValue ' + element);
  }

  function commit() {
    if (String(api.LMSCommit('')) !== 'true') throw failed('LMSCommit');
  }

  /** "0000:00:12.30": CMITimespan, the SCORM 1.2 session time format. */
  function sessionTime() {
    var seconds = (Date.now() - start) / 1000;
    var hours = Math.floor(seconds / 3600);
    var minutes = Math.floor((seconds % 3600) / 60);
    var rest = (seconds % 60).toFixed(2);
    function pad(value, size) {
      return ('0000' + value).slice(-size);
    }
    return pad(hours, 4) + ':' + pad(minutes, 2) + ':' + pad(rest, 5);
  }

  function save() {
    set('cmi.core.lesson_location', state.page);
    set('cmi.suspend_data', JSON.stringify(state));
    set('cmi.core.session_time', sessionTime());
    commit();
    ui.saved('Progress saved at page ' + state.page);
  }

  function next() {
    state.page = Math.min(state.page + 1, config.pages);
    if (state.visited.indexOf(state.page) < 0) state.visited.push(state.page);
    ui.page(state.page);
    save();
  }

  function finish() {
    var mastery = Number(api.LMSGetValue('cmi.student_data.mastery_score'));
    if (!mastery && mastery !== 0) mastery = config.masteryScore;
    var passed = config.score >= mastery;
    set('cmi.core.score.raw', config.score);
    set('cmi.core.score.min', 0);
    set('cmi.core.score.max', 100);
    set('cmi.core.lesson_status', passed ? 'passed' : 'failed');
    set('cmi.core.exit', '');
    set('cmi.core.session_time', sessionTime());
    commit();
    if (String(api.LMSFinish('')) !== 'true') throw failed('LMSFinish');
    finished = true;
    ui.done();
    ui.status('Finished');
    ui.result((passed ? 'Passed' : 'Failed') + ' with ' + config.score + '%');
  }

  function restore() {
    var location = api.LMSGetValue('cmi.core.lesson_location');
    var suspend = api.LMSGetValue('cmi.suspend_data');
    if (suspend) {
      try {
        var saved = JSON.parse(suspend);
        if (saved && saved.page) state = saved;
      } catch {
        // Not ours: start again but keep the location below.
      }
    }
    if (location) state.page = Number(location) || state.page;
    if (location || suspend) ui.resumed(state.page);
  }

  function begin() {
    api = getAPI();
    if (!api) {
      ui.status('SCORM API not found');
      return;
    }
    if (String(api.LMSInitialize('')) !== 'true') {
      ui.status('LMSInitialize failed: error ' + api.LMSGetLastError());
      return;
    }
    var status = api.LMSGetValue('cmi.core.lesson_status');
    restore();
    if (status === 'passed' || status === 'failed' || status === 'completed') {
      ui.result('Already ' + status);
    } else if (status === 'not attempted' || status === '') {
      set('cmi.core.lesson_status', 'incomplete');
      commit();
    }
    ui.page(state.page);
    ui.status('Connected to the LMS (SCORM 1.2)');
    ui.ready({ next: next, finish: finish });
  }

  // Leaving before "Finish": say so and close the session, as real SCOs do on unload.
  window.addEventListener('pagehide', function () {
    if (!api || finished) return;
    finished = true;
    try {
      api.LMSSetValue('cmi.core.exit', 'suspend');
      api.LMSSetValue('cmi.core.session_time', sessionTime());
      api.LMSCommit('');
      api.LMSFinish('');
    } catch {
      // The player may already be gone.
    }
  });

  begin();
})();
