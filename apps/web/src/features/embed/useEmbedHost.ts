import type { EmbedCommand, EmbedEventBody } from '@bar/contracts/embed';
import { computePartsList } from '@bar/domain/partsList';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLocale, switchLanguage } from '../../i18n/index.ts';
import { type EditorStore, useEditorStoreApi } from '../editor/index.ts';
import { partLinesOf, totalsOf } from './embedApi.ts';
import { browserBridgeWindow, type EmbedBridge, startEmbedBridge } from './embedBridge.ts';

export type EmbedHostOptions = {
  /** EMBED_ORIGINS from the server; undefined while unknown. */
  allowed: readonly string[] | undefined;
  mode: 'preset' | 'viewer';
  presetId: number | null;
  /** The bar is in the editor store and shown. */
  isLoaded: boolean;
  /** `loadPreset`: the embed page moves to that preset. */
  openPreset: (presetId: number) => void;
};

/** The current parts list of the editor store, or null while nothing is loaded. */
function currentParts(editorStore: EditorStore) {
  const { doc, catalogue } = editorStore.getState();
  return doc && catalogue ? computePartsList(doc, catalogue, currentLocale()) : null;
}

/**
 * The host page's side of the embed: starts the postMessage bridge once the allowed origins are
 * known, posts `ready` when the bar is shown and `changed` after every change of the bar, and runs
 * the host's commands. Returns `requestQuote` (posts `quoteRequested`) and whether a host listens.
 */
export function useEmbedHost(options: EmbedHostOptions): { requestQuote: () => void; hasHost: boolean } {
  const editorStore = useEditorStoreApi();
  const [bridge, setBridge] = useState<EmbedBridge | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const post = useCallback((event: EmbedEventBody) => bridge?.post(event), [bridge]);

  const runCommand = useCallback(
    (command: EmbedCommand, send: (event: EmbedEventBody) => void) => {
      const refuse = (code: string, message: string) => send({ type: 'error', code, message });
      switch (command.type) {
        case 'loadPreset':
          latest.current.openPreset(command.preset);
          return;
        case 'setLanguage':
          void switchLanguage(command.language);
          return;
        case 'setColour': {
          if (!latest.current.isLoaded) return refuse('notLoaded', 'setColour: the bar is still loading');
          if (latest.current.mode !== 'preset')
            return refuse('readOnly', 'setColour: this bar is shown, not configured');
          const result = editorStore
            .getState()
            .dispatch({ type: 'setGlobalColor', input: { key: 'frames', code: command.ral } });
          if (!result.ok) refuse(result.reason, `setColour: RAL ${command.ral} was refused (${result.reason})`);
          return;
        }
      }
    },
    [editorStore],
  );

  const allowed = options.allowed;
  useEffect(() => {
    if (!allowed) return;
    let started: EmbedBridge | null = null;
    started = startEmbedBridge(browserBridgeWindow(), {
      allowed,
      onCommand: (command) => runCommand(command, (event) => started?.post(event)),
    });
    if (started.hostOrigin === null && window.parent !== window) {
      console.warn('Embed: the page framing this one is not on the allowed list; no messages are exchanged.');
    }
    setBridge(started);
    return () => started?.stop();
  }, [allowed, runCommand]);

  // `ready` once per bridge, when the bar is first shown.
  const hasSaidReady = useRef<EmbedBridge | null>(null);
  useEffect(() => {
    if (!bridge || !options.isLoaded || hasSaidReady.current === bridge) return;
    hasSaidReady.current = bridge;
    bridge.post({ type: 'ready', mode: options.mode, preset: options.presetId });
  }, [bridge, options.isLoaded, options.mode, options.presetId]);

  // `changed` with the totals after the bar is shown and after every edit (an undo and a redo are
  // edits too); moving the camera also writes the document, but is no change of the bar.
  useEffect(() => {
    if (!bridge || !options.isLoaded) return;
    const sendTotals = () => {
      const parts = currentParts(editorStore);
      if (parts) bridge.post({ type: 'changed', totals: totalsOf(parts) });
    };
    sendTotals();
    return editorStore.subscribe((state, previous) => {
      const isEdit = state.editRevision !== previous.editRevision;
      if (isEdit || state.bar !== previous.bar || state.catalogue !== previous.catalogue) sendTotals();
    });
  }, [editorStore, bridge, options.isLoaded]);

  const requestQuote = useCallback(() => {
    const parts = currentParts(editorStore);
    if (!parts) return;
    post({
      type: 'quoteRequested',
      preset: latest.current.presetId,
      totals: totalsOf(parts),
      parts: partLinesOf(parts),
    });
  }, [editorStore, post]);

  return { requestQuote, hasHost: bridge?.hostOrigin != null };
}
