import { MessageDialogs } from './dialogs/message-dialogs';
import { SessionUploads } from './dialogs/session-uploads';
import { SharedDialogs } from './dialogs/shared-dialogs';

/**
 * What only a signed-in tutor can meet outside the page: the upload progress, the shared dialogs
 * the shell opens, and the message dialogs realtime raises. One chunk, loaded after sign-in.
 */
export default function SignedInLayer() {
  return (
    <>
      <SessionUploads />
      <SharedDialogs />
      <MessageDialogs />
    </>
  );
}
