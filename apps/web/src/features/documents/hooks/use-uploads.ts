import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentLimits, DocumentList, UserDocument } from '@pardus/protocol';
import { useAuth } from '@/features/auth';
import { documentKeys } from '../api/documents-api';
import {
  cancelUpload,
  dismissUpload,
  getUploads,
  startUploads,
  subscribeUploads,
  type Upload,
} from './upload-store';

/** Puts an accepted document at the top of the cached list, then asks the server (which starts polling). */
function showAccepted(client: QueryClient, document: UserDocument): void {
  client.setQueryData<DocumentList>(documentKeys.list, (list) =>
    list && !list.documents.some((d) => d.id === document.id)
      ? {
          ...list,
          documents: [document, ...list.documents],
          usage: { files: list.usage.files + 1, bytes: list.usage.bytes + document.size },
        }
      : list,
  );
  void client.invalidateQueries({ queryKey: documentKeys.list });
}

/** The signed-in user's uploads in flight (shared app-wide) and what can be done with them. */
export function useUploads(): {
  uploads: readonly Upload[];
  upload: (files: readonly File[], limits?: DocumentLimits) => void;
  cancel: (key: string) => void;
  dismiss: (key: string) => void;
} {
  const client = useQueryClient();
  const owner = useAuth().user?.id ?? null;
  const all = useSyncExternalStore(subscribeUploads, getUploads, getUploads);
  const uploads = useMemo(() => all.filter((u) => u.owner === owner), [all, owner]);
  const upload = useCallback(
    (files: readonly File[], limits?: DocumentLimits) =>
      startUploads(files, {
        owner,
        ...(limits ? { limits } : {}),
        onAccepted: (d) => showAccepted(client, d),
      }),
    [client, owner],
  );
  return { uploads, upload, cancel: cancelUpload, dismiss: dismissUpload };
}
