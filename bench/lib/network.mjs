/**
 * Byte and request accounting of one page through the DevTools protocol. "bytes" are the
 * response bodies as they crossed the wire (compressed), "decoded" what they expand to;
 * response headers are counted apart.
 */
export async function trackNetwork(cdp) {
  const requests = new Map();
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    touch();
    if (event.request.url.startsWith('data:')) return;
    const previous = requests.get(event.requestId);
    // A redirect reuses the request id: keep the hop that was answered last.
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? previous?.type ?? 'Other',
      started: event.timestamp,
      done: false,
      decoded: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.type = event.type ?? request.type;
    request.status = event.response.status;
    request.headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    request.headerBytes = event.response.encodedDataLength ?? 0;
    request.fromCache = Boolean(event.response.fromDiskCache || event.response.fromServiceWorker);
  });
  cdp.on('Network.dataReceived', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (request) request.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.done = true;
    request.transfer = event.encodedDataLength;
    request.bytes = Math.max(0, event.encodedDataLength - (request.headerBytes ?? 0));
  });
  cdp.on('Network.loadingFailed', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.done = true;
    request.failed = event.errorText || 'failed';
    request.bytes = 0;
  });
  await cdp.send('Network.enable');

  return {
    /** Resolves once nothing has been in flight for `quietMs` (or after `maxMs`). */
    async quiet({ quietMs = 500, maxMs = 10000 } = {}) {
      const started = Date.now();
      for (;;) {
        const inFlight = [...requests.values()].some((request) => !request.done);
        if (!inFlight && Date.now() - lastActivity >= quietMs) return;
        if (Date.now() - started > maxMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    summary() {
      const responses = [...requests.values()].map((request) => ({
        url: request.url,
        type: request.type,
        status: request.status,
        bytes: request.bytes ?? 0,
        decoded: request.decoded,
        transfer: request.transfer ?? 0,
        failed: request.failed,
        headers: request.headers ?? {},
      }));
      const sum = (list, field) => list.reduce((total, item) => total + item[field], 0);
      const scripts = responses.filter((response) => response.type === 'Script');
      const styles = responses.filter((response) => response.type === 'Stylesheet');
      return {
        requests: responses.length,
        jsBytes: sum(scripts, 'bytes'),
        jsDecoded: sum(scripts, 'decoded'),
        jsFiles: scripts.length,
        cssBytes: sum(styles, 'bytes'),
        cssDecoded: sum(styles, 'decoded'),
        allBytes: sum(responses, 'bytes'),
        transferBytes: sum(responses, 'transfer'),
        failed: responses
          .filter((response) => response.failed)
          .map((response) => `${response.url}: ${response.failed}`),
        responses,
      };
    },
  };
}
