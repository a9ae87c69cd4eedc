import type { ReactNode } from 'react';
import ui from '../styles/ui.module.css';

interface Props {
  eyebrow?: string;
  heading: ReactNode;
  lead?: ReactNode;
  /** centred above a grid (default) or left-aligned inside a split layout */
  align?: 'center' | 'left';
  id?: string;
  /** shown under the lead, inside the intro */
  children?: ReactNode;
}

export function SectionIntro({ eyebrow, heading, lead, align = 'center', id, children }: Props) {
  return (
    <div className={align === 'center' ? ui.intro : undefined}>
      {eyebrow && <span className={ui.eyebrow}>{eyebrow}</span>}
      <h2 className={ui.heading} id={id}>
        {heading}
      </h2>
      {lead && <p className={ui.lead}>{lead}</p>}
      {children}
    </div>
  );
}
