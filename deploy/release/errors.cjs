/**
 * A release command that refuses (bad input, a failed check, a lock held): the live site
 * is left as it was. The CLI prints the message on one line and exits 1.
 */
class ReleaseRefused extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

module.exports = { ReleaseRefused };
