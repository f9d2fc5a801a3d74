import { useCallback } from 'react';
import type { SourceScope } from '@pardus/protocol';
import { useAuth } from '@/features/auth';
import { useDocuments } from '../api/documents-api';
import { useFileDrop, type FileDrop } from './use-file-drop';
import { useSourceScope } from './use-source-scope';
import { useStatusAnnouncements } from './use-status-announcements';
import { useUploads } from './use-uploads';

export interface ComposerDocuments {
  /** Signed in: documents can be searched and dropped. */
  enabled: boolean;
  sources: SourceScope;
  setSources: (scope: SourceScope) => void;
  /** What the "web" choice is called on this server ("Web" or "Library"). */
  webLabel: string;
  drop: FileDrop;
}

/**
 * What the message box needs of the user's documents: the "Search in" choice (remembered), files
 * dropped on it (uploaded with the same code as the documents page), and the list for the labels,
 * the hint and the uploads tray. A drop while only the web is searched widens the choice to both:
 * whoever drops a file means to ask about it.
 */
export function useComposerDocuments(): ComposerDocuments {
  const { isAuthenticated } = useAuth();
  const [sources, setSources] = useSourceScope();
  const list = useDocuments(isAuthenticated);
  const { upload } = useUploads();
  useStatusAnnouncements(list.data?.documents);
  const limits = list.data?.limits;
  const onFiles = useCallback(
    (files: File[]) => {
      upload(files, limits);
      setSources((current) => (current === 'web' ? 'both' : current));
    },
    [upload, limits, setSources],
  );
  const drop = useFileDrop(onFiles, isAuthenticated);
  return {
    enabled: isAuthenticated,
    sources,
    setSources,
    webLabel: list.data?.web_label ?? 'Web',
    drop,
  };
}
