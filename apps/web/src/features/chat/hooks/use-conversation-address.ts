import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Query parameter holding the conversation id (SPEC §2: `/?c=<id>`). */
export const CONVERSATION_PARAM = 'c';

/** The `c` of the address, and a setter that moves the address to `/?c=id` (or `/` for null). */
export function useConversationAddress() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setAddress = useCallback(
    (id: string | null, { replace = false }: { replace?: boolean } = {}) => {
      const search = id === null ? '' : `?${new URLSearchParams({ [CONVERSATION_PARAM]: id }).toString()}`;
      void navigate({ pathname: '/', search }, { replace });
    },
    [navigate],
  );
  return { addressId: searchParams.get(CONVERSATION_PARAM), setAddress };
}
