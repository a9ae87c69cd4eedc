import { SIDEBAR_COLLAPSE_WIDTH } from '@csec/contracts';
import { useEffect, useState } from 'react';

const QUERY = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH - 0.02}px)`;

/** True below the width where the side menu starts closed (spec section 9). */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}
