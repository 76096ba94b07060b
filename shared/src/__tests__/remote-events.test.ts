import {
  earlyEventLimit,
  onRemoteEvent,
  reportRemoteEvent,
  type RemoteEvent,
} from '../federation/remote-events';

const load = (ms: number): RemoteEvent => ({ type: 'load', remote: 'delivery', phase: 'entry', ms });

describe('remote events', () => {
  it('keeps what was reported before anyone listened, up to a limit, and then delivers live', () => {
    for (let i = 0; i < earlyEventLimit + 5; i += 1) reportRemoteEvent(load(i));
    const seen: RemoteEvent[] = [];
    const stop = onRemoteEvent((event) => seen.push(event));
    expect(seen).toHaveLength(earlyEventLimit);
    expect(seen[0]).toEqual(load(0));
    reportRemoteEvent(load(999));
    expect(seen.at(-1)).toEqual(load(999));
    stop();
    reportRemoteEvent(load(1000));
    expect(seen.at(-1)).toEqual(load(999));
  });

  it('a failing listener never breaks the reporter or the other listeners', () => {
    const seen: RemoteEvent[] = [];
    const stopBad = onRemoteEvent(() => {
      throw new Error('bug');
    });
    const stopGood = onRemoteEvent((event) => seen.push(event));
    expect(() => reportRemoteEvent(load(1))).not.toThrow();
    expect(seen).toEqual([load(1)]);
    stopBad();
    stopGood();
  });
});
