import { applyPackagingRecommendation, setAccessoryCount, setSinglePartCount } from '@bar/domain/commands/partCounts';
import { reportRefusal } from '../commands.ts';
import { editorStore } from '../store/editorStore.ts';

/** The Single parts / Bags tab's actions: each runs its domain command and reports a refusal. */
export const partCommands = {
  setSinglePartCount: (partId: number, count: number) =>
    reportRefusal(
      editorStore.getState().runCommand((doc, context) => setSinglePartCount(doc, context, { partId, count })),
    ),
  setBagCount: (partId: number, count: number) =>
    reportRefusal(
      editorStore.getState().runCommand((doc, context) => setAccessoryCount(doc, context, { partId, count })),
    ),
  /** G1: overwrites every bag count already chosen. */
  applyPackagingRecommendation: () =>
    reportRefusal(editorStore.getState().runCommand((doc, context) => applyPackagingRecommendation(doc, context))),
};
