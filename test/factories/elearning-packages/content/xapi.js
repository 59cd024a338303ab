/* global window */
/*
 * A small xAPI 1.0.3 client for the Tin Can and cmi5 test packages: statements (POST) and the activity state
 * resource (GET/PUT), with the X-Experience-API-Version header and the launch's Authorization header.
 */
(function () {
  'use strict';

  /** The launch query string as an object (location.search). */
  function launchParameters() {
    var params = new URLSearchParams(window.location.search);
    var out = {};
    params.forEach(function (value, key) {
      out[key] = value;
    });
    return out;
  }

  function client(endpoint, authorization) {
    var base = endpoint.replace(/\/?$/, '/');

    function request(method, resource, query, body, keepalive) {
      var url = base + resource + (query ? '?' + new URLSearchParams(query).toString() : '');
      var headers = { 'X-Experience-API-Version': '1.0.3', Authorization: authorization };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      return window.fetch(url, {
        method: method,
        headers: headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        keepalive: Boolean(keepalive),
        credentials: 'omit',
      });
    }

    function ok(response, what) {
      if (!response.ok) throw new Error(what + ' refused by the LRS: ' + response.status);
      return response;
    }

    return {
      /** POSTs one statement (timestamp added); resolves to the LRS's answer (an array of ids). */
      send: function (statement, keepalive) {
        statement.timestamp = statement.timestamp || new Date().toISOString();
        return request('POST', 'statements', null, statement, keepalive).then(function (response) {
          return ok(response, 'Statement ' + statement.verb.id).json();
        });
      },
      /** GET activities/state: the parsed document, or null when the LRS has none (404). */
      getState: function (query) {
        return request('GET', 'activities/state', query).then(function (response) {
          if (response.status === 404) return null;
          return ok(response, 'State ' + query.stateId).json();
        });
      },
      /** PUT activities/state with a JSON document. */
      putState: function (query, document) {
        return request('PUT', 'activities/state', query, document).then(function (response) {
          ok(response, 'State ' + query.stateId);
        });
      },
    };
  }

  window.Xapi = { launchParameters: launchParameters, client: client };
})();
