const { version: serviceVersion } = require('../../package.json');

const scopeName = '@zomato/mock-api/telemetry';
const exportSucceeded = 0; // ExportResultCode.SUCCESS (@opentelemetry/core)

/**
 * Where the OpenTelemetry environment variables send logs: OTEL_EXPORTER_OTLP_LOGS_ENDPOINT as
 * it is, else OTEL_EXPORTER_OTLP_ENDPOINT with /v1/logs; undefined when neither is set, the SDK
 * is disabled (OTEL_SDK_DISABLED=true) or logs go nowhere (OTEL_LOGS_EXPORTER=none).
 */
function logsEndpoint(env = process.env) {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  if (env.OTEL_LOGS_EXPORTER?.trim().toLowerCase() === 'none') return undefined;
  const own = env.OTEL_EXPORTER_OTLP_LOGS_ENDPOINT?.trim();
  if (own) return own;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/logs` : undefined;
}

/** OpenTelemetry's severity numbers and texts: failures and errors, canary fallbacks, the rest. */
const severities = {
  view: [9, 'INFO'],
  load: [9, 'INFO'],
  vital: [9, 'INFO'],
  'canary-fallback': [13, 'WARN'],
  'server-render': [13, 'WARN'],
  'load-failed': [17, 'ERROR'],
  error: [17, 'ERROR'],
};

/** A stored event's own fields as log attributes (the section and version are the resource's). */
function attributesOf(event) {
  const attributes = { 'zomato.page_view.id': event.page };
  const set = (key, value) => {
    if (value !== undefined) attributes[key] = value;
  };
  set('zomato.load.phase', event.phase);
  if (event.type === 'load') set('zomato.load.duration_ms', event.ms);
  if (['load-failed', 'canary-fallback', 'server-render'].includes(event.type))
    set('zomato.failure.reason', event.reason);
  set('zomato.server_render.outcome', event.outcome);
  set('http.response.status_code', event.status);
  set('zomato.error.source', event.source);
  if (event.type === 'vital') {
    set('zomato.vital.name', event.name);
    set('zomato.vital.value', event.value);
  }
  set('zomato.canary.stable_version', event.stableVersion);
  return attributes;
}

/** A whole number from 1 from the environment, else `fallback` (the specification's default). */
function positiveFromEnv(env, name, fallback) {
  const raw = env[name]?.trim();
  const value = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return value >= 1 ? value : fallback;
}

/**
 * Forwards stored telemetry events to an OpenTelemetry collector as OTLP/HTTP (JSON) logs, one
 * resource per section and version (`service.name` the remote's key, `service.version` its
 * release, `service.namespace` zomato), when the environment names an endpoint (see
 * logsEndpoint; OTEL_EXPORTER_OTLP_HEADERS and OTEL_EXPORTER_OTLP_TIMEOUT are read by the
 * exporter, the batch settings from OTEL_BLRP_*). Returns undefined otherwise, and the SDK is
 * not even loaded.
 *
 * `forward` only queues: the SDK's batch processor exports in the background. At most
 * `maxQueueSize` records wait or are in flight; past that, and for every record of a failed
 * export (a collector down, refusing, or slower than its timeout), the records are dropped and
 * counted (`stats`). A failure is logged once, until an export succeeds again.
 *
 * @param {{ env?: NodeJS.ProcessEnv, maxQueueSize?: number, maxExportBatchSize?: number,
 *   scheduledDelayMillis?: number, exportTimeoutMillis?: number, timeoutMillis?: number,
 *   maxResources?: number, log?: (message: string) => void }} [options]
 */
function createOtlpExport({
  env = process.env,
  maxQueueSize = positiveFromEnv(env, 'OTEL_BLRP_MAX_QUEUE_SIZE', 2048),
  maxExportBatchSize = Math.min(maxQueueSize, positiveFromEnv(env, 'OTEL_BLRP_MAX_EXPORT_BATCH_SIZE', 512)),
  scheduledDelayMillis = positiveFromEnv(env, 'OTEL_BLRP_SCHEDULE_DELAY', 1000),
  exportTimeoutMillis = positiveFromEnv(env, 'OTEL_BLRP_EXPORT_TIMEOUT', 30_000),
  timeoutMillis,
  maxResources = 64,
  log = (message) => console.error(message),
} = {}) {
  const endpoint = logsEndpoint(env);
  if (endpoint === undefined) return undefined;
  // Loaded only when a collector is named: about 400 files the service does not need otherwise.
  const { OTLPLogExporter } = require('@opentelemetry/exporter-logs-otlp-http');
  const { defaultResource, resourceFromAttributes } = require('@opentelemetry/resources');
  const { BatchLogRecordProcessor, LoggerProvider } = require('@opentelemetry/sdk-logs');
  const counts = { exported: 0, dropped: 0, queued: 0 };
  let failing = false;

  // Unset, timeoutMillis is OTEL_EXPORTER_OTLP_(LOGS_)TIMEOUT or the exporter's 10 s.
  const otlp = new OTLPLogExporter({
    url: endpoint,
    ...(timeoutMillis === undefined ? {} : { timeoutMillis }),
  });
  const exporter = {
    export(records, done) {
      otlp.export(records, (result) => {
        counts.queued -= records.length;
        if (result.code === exportSucceeded) {
          counts.exported += records.length;
          if (failing) log(`mock-api: OpenTelemetry export to ${endpoint} works again`);
          failing = false;
        } else {
          counts.dropped += records.length;
          if (!failing) {
            const reason = result.error?.message ?? 'failed';
            log(
              `mock-api: OpenTelemetry export to ${endpoint} failed (${reason}); dropped records are counted`,
            );
          }
          failing = true;
        }
        done(result);
      });
    },
    forceFlush: () => otlp.forceFlush(),
    shutdown: () => otlp.shutdown(),
  };
  const batches = new BatchLogRecordProcessor({
    exporter,
    maxQueueSize,
    maxExportBatchSize,
    scheduledDelayMillis,
    exportTimeoutMillis,
  });
  // In front of the batch processor, whose own queue drops without counting: what is queued
  // or in flight stays below its size, so it never drops.
  const gate = {
    onEmit(record) {
      if (counts.queued >= maxQueueSize) {
        counts.dropped += 1;
        return;
      }
      counts.queued += 1;
      batches.onEmit(record);
    },
    forceFlush: () => batches.forceFlush(),
    shutdown: () => Promise.resolve(),
  };

  // A resource is a provider's: one per section and version, the least recently used let go.
  const loggers = new Map();
  const loggerFor = (remote, version) => {
    const key = `${remote}|${version ?? ''}`;
    let logger = loggers.get(key);
    if (logger) {
      loggers.delete(key);
    } else {
      if (loggers.size >= maxResources) loggers.delete(loggers.keys().next().value);
      const resource = defaultResource().merge(
        resourceFromAttributes({
          'service.name': remote,
          'service.namespace': 'zomato',
          ...(version === undefined ? {} : { 'service.version': version }),
        }),
      );
      logger = new LoggerProvider({ resource, processors: [gate] }).getLogger(scopeName, serviceVersion);
    }
    loggers.set(key, logger);
    return logger;
  };

  let emitFailed = false;
  /** Queues stored events (store.append's answer: each with its `at` and `page`). */
  const forward = (events) => {
    for (const event of events) {
      const [severityNumber, severityText] = severities[event.type];
      try {
        loggerFor(event.remote, event.version).emit({
          timestamp: event.at,
          observedTimestamp: event.at,
          severityNumber,
          severityText,
          eventName: `zomato.section.${event.type}`,
          body: event.type === 'error' ? event.message : event.type,
          attributes: attributesOf(event),
        });
      } catch (error) {
        counts.dropped += 1;
        const reason = /** @type {Error} */ (error).message;
        if (!emitFailed) log(`mock-api: a telemetry event could not be queued for OpenTelemetry: ${reason}`);
        emitFailed = true;
      }
    }
  };

  /** Exports what is queued, then stops: waits 5 s at most (a stop must not hang on a collector). */
  const shutdown = () =>
    Promise.race([
      batches.shutdown().catch(() => undefined),
      new Promise((resolve) => {
        setTimeout(resolve, 5000).unref();
      }),
    ]);
  const stats = () => ({ ...counts });
  return { endpoint, forward, stats, shutdown };
}

module.exports = { createOtlpExport, logsEndpoint, attributesOf };
