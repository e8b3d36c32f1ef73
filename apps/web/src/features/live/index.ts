/** The live channel of a bar: opening it, who is here, and telling the others one's presence. */
export { endConsultation } from './consultationApi.ts';
export { LiveLineText } from './LiveLineText.tsx';
export { LiveParticipants } from './LiveParticipants.tsx';
export { type LiveHandlers, type LiveTarget, openLiveChannel } from './liveChannel.ts';
export { type LiveState, type LiveStatus, resetLive, useLive } from './liveStore.ts';
export { nameParticipantInSaves } from './participantHeader.ts';
export { participantName, participantOwnName } from './participantName.ts';
export { liveLine } from './participantsShown.ts';
export { sendPresence } from './presence.ts';
