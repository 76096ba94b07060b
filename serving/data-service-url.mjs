/**
 * An address of the data service: its base as the config or an option gives it (with or without
 * trailing slashes, e.g. '/api' or 'http://127.0.0.1:8080/') and a path starting with '/'.
 * @param {string} base
 * @param {string} path
 */
export const dataServiceUrl = (base, path) => `${base.replace(/\/+$/, '')}${path}`;
