/**
 * What the service reads and throws away of a body it answers unread: more than any body the
 * site's proxies pass on (nginx takes 1 MB), few enough that no client keeps it reading.
 */
const discardLimit = 4 * 1024 * 1024;

/**
 * An answer given before the request's body was read (a refusal: a bad X-Visitor-Id, a write
 * to the catalogue) is sent once that body has been read and thrown away: closing with a body
 * unread resets the connection, and a proxy still sending it loses the answer. A body past
 * `discardLimit` is answered at once, and the connection closed.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function answerAfterBody(req, res) {
  if (!req.headers['transfer-encoding'] && !(Number(req.headers['content-length']) > 0)) return;
  const end = res.end;
  res.end = /** @type {typeof res.end} */ (
    function endAfterBody(...args) {
      res.end = end;
      // Read already, or being read (a body parser): answer now.
      if (req.complete || req.readableFlowing !== null) return Reflect.apply(end, res, args);
      let seen = 0;
      let answered = false;
      const answer = () => {
        if (answered) return;
        answered = true;
        req.off('data', count);
        Reflect.apply(end, res, args);
      };
      const count = (chunk) => {
        seen += chunk.length;
        if (seen <= discardLimit) return;
        if (!res.headersSent) res.setHeader('Connection', 'close');
        answer();
      };
      req.on('data', count);
      req.once('end', answer);
      req.once('close', answer);
      return res;
    }
  );
}

module.exports = { answerAfterBody, discardLimit };
