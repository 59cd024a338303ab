/* global window */
/*
 * SCORM 2004 runtime for the test SCOs, written the way real SCOs are: find window.API_1484_11 by walking up the
 * parents and then the opener, Initialize, read the saved position (cmi.location, cmi.suspend_data), save it on
 * every page with cmi.progress_measure (Commit), and on "Finish" report completion, success and a scaled score,
 * then Terminate. window.PACKAGE_CONFIG.scored is false for a SCO that only reports completion.
 */
(function () {
  'use strict';
  var ui = window.PackagePage;
  var config = ui.config;
  var start = Date.now();
  var api = null;
  var finished = false;
  var state = { page: 1, visited: [1] };

  /** The standard findAPI loop for API_1484_11: up to 7 parents, then the opener's parents. */
  function findAPI(win) {
    var tries = 0;
    try {
      while (!win.API_1484_11 && win.parent && win.parent !== win) {
        tries += 1;
        if (tries > 7) return null;
        win = win.parent;
      }
      return win.API_1484_11 || null;
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
    var code = api.GetLastError();
    return new Error(call + ' failed: error ' + code + ' ' + api.GetErrorString(code));
  }

  function set(element, value) {
    if (String(api.SetValue(element, String(value))) !== 'true') throw failed('SetValue ' + element);
  }

  function commit() {
    if (String(api.Commit('')) !== 'true') throw failed('Commit');
  }

  function save() {
    set('cmi.location', state.page);
    set('cmi.suspend_data', JSON.stringify(state));
    set('cmi.progress_measure', (state.visited.length / config.pages).toFixed(2));
    set('cmi.session_time', ui.isoDuration(start));
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
    var text = 'Completed';
    set('cmi.completion_status', 'completed');
    set('cmi.progress_measure', '1');
    if (config.scored) {
      var threshold = api.GetValue('cmi.scaled_passing_score');
      var mastery = threshold === '' ? config.masteryScore / 100 : Number(threshold);
      var scaled = config.score / 100;
      var passed = scaled >= mastery;
      set('cmi.score.scaled', scaled);
      set('cmi.score.raw', config.score);
      set('cmi.score.min', 0);
      set('cmi.score.max', 100);
      set('cmi.success_status', passed ? 'passed' : 'failed');
      text = (passed ? 'Passed' : 'Failed') + ' with ' + config.score + '%';
    }
    set('cmi.exit', 'normal');
    set('cmi.session_time', ui.isoDuration(start));
    commit();
    if (String(api.Terminate('')) !== 'true') throw failed('Terminate');
    finished = true;
    ui.done();
    ui.status('Finished');
    ui.result(text);
  }

  function restore() {
    var location = api.GetValue('cmi.location');
    var suspend = api.GetValue('cmi.suspend_data');
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
    if (String(api.Initialize('')) !== 'true') {
      ui.status('Initialize failed: error ' + api.GetLastError());
      return;
    }
    restore();
    var completion = api.GetValue('cmi.completion_status');
    if (completion === 'completed') {
      ui.result('Already completed');
    } else {
      set('cmi.completion_status', 'incomplete');
      commit();
    }
    ui.page(state.page);
    ui.status('Connected to the LMS (SCORM 2004): ' + config.sco);
    ui.ready({ next: next, finish: finish });
  }

  // Leaving before "Finish": suspend and close the session, as real SCOs do on unload.
  window.addEventListener('pagehide', function () {
    if (!api || finished) return;
    finished = true;
    try {
      api.SetValue('cmi.exit', 'suspend');
      api.SetValue('cmi.session_time', ui.isoDuration(start));
      api.Commit('');
      api.Terminate('');
    } catch {
      // The player may already be gone.
    }
  });

  begin();
})();
