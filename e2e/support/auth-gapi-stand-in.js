/*
 * Browser tests only: a stand-in for https://apis.google.com/js/api.js, which this offline
 * machine cannot fetch (docs/data-service.md#identity). The Firebase Auth SDK loads it into the page and
 * the Auth emulator's helper frame loads it too; both use a small part of gapi.iframes to
 * talk to each other. This file implements that part over window.postMessage:
 *
 *   page:  gapi.load('gapi.iframes') -> getContext().open({ url, where, attributes }) ->
 *          iframe.ping / restyle / register('authEvent') / send('webStorageSupport')
 *   frame: gapi.load('gapi.iframes') -> getContext().getParentIframe() ->
 *          register('webStorageSupport') / send('authEvent')
 *
 * A message sent before the other side registered its handler waits for it, as gapi does.
 * The product code is unchanged: it is the real SDK and the real emulator pages.
 */
/* global window, document */
(function () {
  'use strict';
  var tag = '__gapiStandIn';
  var script = document.currentScript;
  var onloadName = script ? new URL(script.src).searchParams.get('onload') : null;

  function Channel(targetWindow) {
    var handlers = {};
    var waiting = {};
    var replies = {};
    var pongs = [];
    var seq = 0;

    function post(message) {
      message[tag] = true;
      targetWindow().postMessage(message, '*');
    }

    function safely(callback, value) {
      try {
        callback(value);
      } catch (error) {
        // gapi runs callbacks in its own message loop; a throw there never reaches the page.
        console.warn('gapi stand-in: a callback threw', error);
      }
    }

    function answer(message) {
      var handler = handlers[message.type];
      Promise.resolve()
        .then(function () {
          return handler(message.data);
        })
        .then(function (result) {
          post({ kind: 'reply', id: message.id, result: [result] });
        });
    }

    function receive(message) {
      if (message.kind === 'ping') post({ kind: 'pong' });
      else if (message.kind === 'pong')
        pongs.splice(0).forEach(function (resolve) {
          resolve();
        });
      else if (message.kind === 'reply' && replies[message.id]) {
        var callback = replies[message.id];
        delete replies[message.id];
        safely(callback, message.result);
      } else if (message.kind === 'send') {
        if (handlers[message.type]) answer(message);
        else (waiting[message.type] = waiting[message.type] || []).push(message);
      }
    }

    this.register = function (type, handler) {
      handlers[type] = handler;
      (waiting[type] || []).splice(0).forEach(answer);
    };

    this.send = function (type, data, callback) {
      seq += 1;
      if (callback) replies[seq] = callback;
      post({ kind: 'send', id: seq, type: type, data: data });
    };

    /** Resolves once the other side's stand-in answers (it may still be loading). */
    this.ping = function (callback) {
      return new Promise(function (resolve) {
        var timer = setInterval(function () {
          post({ kind: 'ping' });
        }, 100);
        pongs.push(function () {
          clearInterval(timer);
          if (callback) safely(callback);
          resolve([]);
        });
        post({ kind: 'ping' });
      });
    };

    this.restyle = function () {
      return Promise.resolve([]);
    };

    window.addEventListener('message', function (event) {
      if (event.source === targetWindow() && event.data && event.data[tag]) receive(event.data);
    });
  }

  // Inside a frame, the channel to the parent listens from the start so pings are answered.
  var parentChannel =
    window.parent !== window
      ? new Channel(function () {
          return window.parent;
        })
      : null;

  function open(options, onOpen) {
    var frame = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (name) {
      if (name === 'style') Object.assign(frame.style, attributes.style);
      else frame.setAttribute(name, attributes[name]);
    });
    frame.src = options.url;
    (options.where || document.body).appendChild(frame);
    var channel = new Channel(function () {
      return frame.contentWindow;
    });
    return Promise.resolve(onOpen ? onOpen(channel) : channel);
  }

  var iframes = {
    Iframe: Channel,
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    getContext: function () {
      return {
        open: open,
        getParentIframe: function () {
          return parentChannel;
        },
      };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.load = function (feature, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      window.gapi.iframes = iframes;
      if (callback) callback();
    }, 0);
  };

  setTimeout(function () {
    if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
