import { useCallback, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { cancelResearch } from '../api/research-api';

/**
 * The Deep run the screen is following, so the user can stop it. Stopping asks the server; the
 * view keeps reading and shows the partial report (or the refund note) the server ends it with.
 */
export function useDeepRun() {
  const runRef = useRef<string | null>(null);
  const [canStop, setCanStop] = useState(false);
  const begin = useCallback((id: string) => {
    runRef.current = id;
    setCanStop(true);
  }, []);
  const end = useCallback(() => {
    runRef.current = null;
    setCanStop(false);
  }, []);
  const stop = useCallback(() => {
    const id = runRef.current;
    if (!id) return;
    setCanStop(false);
    cancelResearch(id).catch(() => {
      setCanStop(runRef.current === id);
      toast({
        title: 'Error',
        description: 'Could not stop the research. Please try again.',
        variant: 'destructive',
      });
    });
  }, []);
  return { begin, end, stop, canStop };
}
