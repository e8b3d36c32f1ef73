import { describe, expect, it } from 'vitest';
import { type BridgeWindow, startEmbedBridge } from '../src/features/embed/embedBridge.ts';

const HOST = 'http://127.0.0.1:4100';

/** A window in a frame of HOST; `deliver` plays a message arriving from `source` at `origin`. */
function framedWindow(options: { ancestor?: string | null; referrer?: string } = {}) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const win: BridgeWindow = {
    parent,
    ancestorOrigins: options.ancestor === null ? null : [options.ancestor ?? HOST],
    referrer: options.referrer ?? '',
    addEventListener: (_type, listener) => listeners.push(listener),
    removeEventListener: (_type, listener) => listeners.splice(listeners.indexOf(listener), 1),
  };
  const deliver = (data: unknown, origin = HOST, source: unknown = parent) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { win, posted, deliver, listeners };
}

function started(options: Parameters<typeof framedWindow>[0] = {}, allowed = [HOST]) {
  const frame = framedWindow(options);
  const commands: unknown[] = [];
  const problems: string[] = [];
  const bridge = startEmbedBridge(frame.win, {
    allowed,
    onCommand: (command) => commands.push(command),
    report: (problem) => problems.push(problem),
  });
  return { ...frame, bridge, commands, problems };
}

describe('the embed bridge', () => {
  it('posts events tagged with its source, only to the allowed host origin', () => {
    const { bridge, posted } = started();
    expect(bridge.hostOrigin).toBe(HOST);
    bridge.post({ type: 'ready', mode: 'preset', preset: 4 });
    expect(posted).toEqual([
      { message: { source: 'bar-configurator', type: 'ready', mode: 'preset', preset: 4 }, targetOrigin: HOST },
    ]);
  });

  it('runs valid commands from the host and reports invalid ones as an error event', () => {
    const { deliver, commands, posted, problems } = started();
    deliver({ type: 'setColour', ral: '9005' });
    deliver({ type: 'setColour', ral: 'red' });
    deliver({ type: 'explode' });
    expect(commands).toEqual([{ type: 'setColour', ral: '9005' }]);
    expect(problems).toHaveLength(2);
    expect(posted.map((entry) => (entry.message as { type: string; code: string }).code)).toEqual([
      'invalidCommand',
      'invalidCommand',
    ]);
    expect(posted.every((entry) => entry.targetOrigin === HOST)).toBe(true);
  });

  it('ignores commands from another origin or another window, answering nothing', () => {
    const { deliver, commands, posted, problems } = started();
    deliver({ source: 'bar-configurator', type: 'setColour', ral: '9005' }, 'https://evil.example.com');
    deliver({ type: 'setColour', ral: '9005' }, HOST, { postMessage: () => undefined });
    expect(commands).toEqual([]);
    expect(posted).toEqual([]);
    // The tagged one is reported on the console; untagged noise from other scripts is not.
    expect(problems).toHaveLength(1);
  });

  it('talks to nobody when the framing page is not allowed, even if its referrer names an allowed one', () => {
    const { bridge, deliver, commands, posted } = started({
      ancestor: 'https://evil.example.com',
      referrer: `${HOST}/`,
    });
    expect(bridge.hostOrigin).toBeNull();
    bridge.post({ type: 'ready', mode: 'preset', preset: 1 });
    deliver({ type: 'setColour', ral: '9005' }, 'https://evil.example.com');
    deliver({ type: 'setColour', ral: '9005' }, HOST);
    expect(posted).toEqual([]);
    expect(commands).toEqual([]);
  });

  it('falls back to the referrer without ancestorOrigins, and stops listening when stopped', () => {
    const { bridge, deliver, commands, listeners } = started({ ancestor: null, referrer: `${HOST}/host.html` });
    expect(bridge.hostOrigin).toBe(HOST);
    bridge.stop();
    expect(listeners).toHaveLength(0);
    deliver({ type: 'setLanguage', language: 'de' });
    expect(commands).toEqual([]);
  });
});
