/* global window */
/*
 * Tin Can (xAPI launch) runtime for the test activity, written the way real Tin Can content is: read endpoint,
 * auth, actor, registration and activity_id from the launch query string, send "attempted" (or "resumed" when a
 * bookmark state exists), "experienced" and a bookmark state document per page, and on "Finish" "completed" then
 * "passed" (or "failed") with result.score.scaled.
 */
(function () {
  'use strict';
  var ui = window.PackagePage;
  var config = ui.config;
  var start = Date.now();
  var launch = window.Xapi.launchParameters();
  var lrs = null;
  var actor = null;
  var finished = false;
  var state = { page: 1, visited: [1] };
  var VERBS = 'http://adlnet.gov/expapi/verbs/';

  function stateQuery() {
    var query = { activityId: launch.activity_id, agent: JSON.stringify(actor), stateId: 'bookmark' };
    if (launch.registration) query.registration = launch.registration;
    return query;
  }

  function statement(verb, object, result) {
    var built = {
      actor: actor,
      verb: { id: VERBS + verb, display: { 'en-US': verb } },
      object: object || {
        objectType: 'Activity',
        id: launch.activity_id,
        definition: { name: { 'en-US': config.title }, type: 'http://adlnet.gov/expapi/activities/course' },
      },
      context: {},
    };
    if (launch.registration) built.context.registration = launch.registration;
    if (result) built.result = result;
    return built;
  }

  function pageActivity(page) {
    return {
      objectType: 'Activity',
      id: launch.activity_id + '/page/' + page,
      definition: { name: { 'en-US': 'Page ' + page }, type: 'http://adlnet.gov/expapi/activities/module' },
    };
  }

  function next() {
    state.page = Math.min(state.page + 1, config.pages);
    if (state.visited.indexOf(state.page) < 0) state.visited.push(state.page);
    ui.page(state.page);
    return lrs
      .putState(stateQuery(), state)
      .then(function () {
        return lrs.send(statement('experienced', pageActivity(state.page)));
      })
      .then(function () {
        ui.saved('Progress saved at page ' + state.page);
      });
  }

  function finish() {
    var scaled = config.score / 100;
    var passed = config.score >= config.masteryScore;
    var duration = ui.isoDuration(start);
    return lrs
      .send(statement('completed', null, { completion: true, duration: duration }))
      .then(function () {
        return lrs.send(
          statement(passed ? 'passed' : 'failed', null, {
            score: { scaled: scaled, raw: config.score, min: 0, max: 100 },
            success: passed,
            completion: true,
            duration: duration,
          }),
        );
      })
      .then(function () {
        finished = true;
        ui.done();
        ui.status('Finished');
        ui.result((passed ? 'Passed' : 'Failed') + ' with ' + config.score + '%');
      });
  }

  function begin() {
    if (!launch.endpoint || !launch.auth || !launch.actor || !launch.activity_id) {
      ui.status('Launch parameters missing: endpoint, auth, actor and activity_id are required');
      return;
    }
    try {
      actor = JSON.parse(launch.actor);
    } catch {
      ui.status('Launch parameter actor is not JSON');
      return;
    }
    lrs = window.Xapi.client(launch.endpoint, launch.auth);
    lrs
      .getState(stateQuery())
      .then(function (saved) {
        if (saved && saved.page) {
          state = saved;
          ui.resumed(state.page);
        }
        return lrs.send(statement(saved ? 'resumed' : 'attempted'));
      })
      .then(function () {
        ui.page(state.page);
        ui.status('Connected to the LRS (Tin Can)');
        ui.ready({ next: next, finish: finish });
      })
      .catch(function (error) {
        ui.status('Error: ' + error.message);
      });
  }

  // Leaving before "Finish": a "suspended" statement, sent with keepalive so it survives the unload.
  window.addEventListener('pagehide', function () {
    if (!lrs || finished) return;
    finished = true;
    lrs.send(statement('suspended', null, { duration: ui.isoDuration(start) }), true).catch(function () {});
  });

  begin();
})();
