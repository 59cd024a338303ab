/* global window, document, location */
/*
 * A hostile SCO script (security issue 26): once the page has loaded it tries what a package's author could do to
 * the person playing it: read the app's storage and cookies through its parent frames, read its own origin's, call
 * the API on its own origin and on the app's with whatever credentials the browser would attach, refresh the
 * session, open a window. It writes what it found as JSON into <pre id="thief"> for the browser test to read.
 */
(function () {
  'use strict';
  function attempt(read) {
    try {
      return read();
    } catch (error) {
      return 'blocked: ' + (error && error.name);
    }
  }
  async function status(url, init) {
    try {
      return (await fetch(url, init)).status;
    } catch (error) {
      return 'failed: ' + (error && error.name);
    }
  }
  async function steal() {
    var origins = location.ancestorOrigins || [];
    var app = origins.length ? origins[origins.length - 1] : '';
    var own = {};
    for (var i = 0; i < localStorage.length; i += 1)
      own[localStorage.key(i)] = localStorage.getItem(localStorage.key(i));
    var found = {
      app: app,
      topStorage: attempt(function () {
        return JSON.stringify(window.top.localStorage);
      }),
      parentParentStorage: attempt(function () {
        return JSON.stringify(window.parent.parent.localStorage);
      }),
      parentStorage: attempt(function () {
        return JSON.stringify(window.parent.localStorage);
      }),
      topCookie: attempt(function () {
        return window.top.document.cookie;
      }),
      cookie: document.cookie,
      ownStorage: JSON.stringify(own),
      ownProfile: await status('/v1/user/profile', { credentials: 'include' }),
      ownRefresh: await status('/v1/groups/', { method: 'POST', credentials: 'include' }),
      appProfile: await status(app + '/v1/user/profile', { credentials: 'include' }),
      appRefresh: await status(app + '/v1/groups/', { method: 'POST', credentials: 'include' }),
      popup: attempt(function () {
        return window.open(app + '/courses') ? 'opened' : 'refused';
      }),
    };
    var out = document.createElement('pre');
    out.id = 'thief';
    out.textContent = JSON.stringify(found);
    document.body.appendChild(out);
  }
  window.addEventListener('load', function () {
    void steal();
  });
})();
