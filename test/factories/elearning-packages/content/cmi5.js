/* global window */
/*
 * cmi5 runtime for the test AUs, following the cmi5 launch sequence as real AUs do: read endpoint, fetch,
 * registration, activityId and actor from the launch query string; POST to fetch for the auth token; GET the
 * LMS.LaunchData state (contextTemplate with the session id, launchMode, masteryScore, moveOn); send
 * "initialized"; report progress ("progressed" with the cmi5 progress extension) and save a bookmark state per
 * page; on "Finish" send "completed", then "passed" (score ≥ mastery) or "failed", then "terminated".
 * Defined statements carry the context template, the registration and the cmi5 (and moveOn) category.
 */
(function () {
  'use strict';
  var ui = window.PackagePage;
  var config = ui.config;
  var launch = window.Xapi.launchParameters();
  var VERBS = 'http://adlnet.gov/expapi/verbs/';
  var CMI5_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5', objectType: 'Activity' };
  var MOVEON_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/moveon', objectType: 'Activity' };
  var MASTERY_EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
  var PROGRESS_EXTENSION = 'https://w3id.org/xapi/cmi5/result/extensions/progress';
  var lrs = null;
  var actor = null;
  var launchData = null;
  var started = 0;
  var terminated = false;
  var state = { page: 1, visited: [1] };

  function query(stateId) {
    return {
      activityId: launch.activityId,
      agent: JSON.stringify(actor),
      registration: launch.registration,
      stateId: stateId,
    };
  }

  /** The launch's context template (session id extension, grouping) plus the registration and categories. */
  function context(categories, extensions) {
    var built = JSON.parse(JSON.stringify(launchData.contextTemplate || {}));
    built.registration = launch.registration;
    built.contextActivities = built.contextActivities || {};
    built.contextActivities.category = (built.contextActivities.category || []).concat(categories);
    if (extensions) built.extensions = Object.assign(built.extensions || {}, extensions);
    return built;
  }

  function statement(verb, result, categories, extensions) {
    var built = {
      actor: actor,
      verb: { id: VERBS + verb, display: { 'en-US': verb } },
      object: { objectType: 'Activity', id: launch.activityId },
      context: context(categories, extensions),
    };
    if (result) built.result = result;
    return built;
  }

  function duration() {
    return ui.isoDuration(started);
  }

  function masteryScore() {
    if (typeof launchData.masteryScore === 'number') return launchData.masteryScore;
    return config.masteryScore / 100;
  }

  function next() {
    state.page = Math.min(state.page + 1, config.pages);
    if (state.visited.indexOf(state.page) < 0) state.visited.push(state.page);
    ui.page(state.page);
    var progress = Math.round((state.visited.length / config.pages) * 100);
    var extensions = {};
    extensions[PROGRESS_EXTENSION] = progress;
    return lrs
      .putState(query('bookmark'), state)
      .then(function () {
        return lrs.send(statement('progressed', { extensions: extensions }, []));
      })
      .then(function () {
        ui.saved('Progress saved at page ' + state.page);
      });
  }

  function finish() {
    var mastery = masteryScore();
    var scaled = config.score / 100;
    var passed = scaled >= mastery;
    var masteryExtension = {};
    masteryExtension[MASTERY_EXTENSION] = mastery;
    var normal = launchData.launchMode === 'Normal';
    var steps = Promise.resolve();
    if (normal) {
      steps = lrs
        .send(statement('completed', { completion: true, duration: duration() }, [CMI5_CATEGORY, MOVEON_CATEGORY]))
        .then(function () {
          return lrs.send(
            statement(
              passed ? 'passed' : 'failed',
              { success: passed, score: { scaled: scaled, raw: config.score, min: 0, max: 100 }, duration: duration() },
              [CMI5_CATEGORY, MOVEON_CATEGORY],
              masteryExtension,
            ),
          );
        });
    }
    return steps
      .then(function () {
        terminated = true;
        return lrs.send(statement('terminated', { duration: duration() }, [CMI5_CATEGORY]));
      })
      .then(function () {
        ui.done();
        ui.status('Finished');
        ui.result(
          normal
            ? (passed ? 'Passed' : 'Failed') + ' with ' + config.score + '%'
            : launchData.launchMode + ' mode: nothing recorded',
        );
      });
  }

  function fetchToken() {
    return window.fetch(launch.fetch, { method: 'POST', credentials: 'omit' }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok || !body['auth-token']) {
          throw new Error('cmi5 fetch refused: ' + response.status + ' ' + (body['error-text'] || ''));
        }
        return body['auth-token'];
      });
    });
  }

  function begin() {
    if (!launch.endpoint || !launch.fetch || !launch.registration || !launch.activityId || !launch.actor) {
      ui.status('Launch parameters missing: endpoint, fetch, registration, activityId and actor are required');
      return;
    }
    try {
      actor = JSON.parse(launch.actor);
    } catch {
      ui.status('Launch parameter actor is not JSON');
      return;
    }
    fetchToken()
      .then(function (token) {
        lrs = window.Xapi.client(launch.endpoint, 'Basic ' + token);
        return lrs.getState(query('LMS.LaunchData'));
      })
      .then(function (data) {
        if (!data) throw new Error('LMS.LaunchData state missing');
        launchData = data;
        return lrs.getState(query('bookmark'));
      })
      .then(function (saved) {
        if (saved && saved.page) {
          state = saved;
          ui.resumed(state.page);
        }
        started = Date.now();
        return lrs.send(statement('initialized', null, [CMI5_CATEGORY]));
      })
      .then(function () {
        ui.page(state.page);
        ui.status('Connected to the LMS (cmi5, ' + launchData.launchMode + ' mode)');
        ui.ready({ next: next, finish: finish });
      })
      .catch(function (error) {
        ui.status('Error: ' + error.message);
      });
  }

  // Leaving before "Finish": "terminated", sent with keepalive so it survives the unload.
  window.addEventListener('pagehide', function () {
    if (!lrs || !started || terminated) return;
    terminated = true;
    lrs.send(statement('terminated', { duration: duration() }, [CMI5_CATEGORY]), true).catch(function () {});
  });

  begin();
})();
