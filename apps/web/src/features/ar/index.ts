/** What other features use of ar. */
export { ViewInRoomButton } from './ViewInRoomButton.tsx';
