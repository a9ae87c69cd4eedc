/** The static content shapes of spec section 3; pages render these, they hold no markup. */

import type { SvgArt } from '../assets/svgArt';

/** A product as shown on cards and in menus. `icon` is an imported SVG, `text` the one-line summary. */
export interface ProductCard {
  name: string;
  desc: string[];
  link: string;
  icon: SvgArt;
  text: string;
}

export interface Feature {
  name: string;
  desc: string;
}

/** A feature card that may carry an icon and a Contact Us button to /products. */
export interface OverviewCard extends Feature {
  icon: SvgArt;
  contact?: boolean;
}

export interface Mission {
  heading: string;
  subheading: string;
}

export interface Counter {
  amount: number;
  desc: string;
  icon: SvgArt;
}

export interface Highlight {
  value: string;
  label: string;
}

/** One titled band of a product page. */
export interface FeatureSection {
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
  features: Feature[];
  art?: SvgArt;
  highlights?: Highlight[];
}

/** Everything a /product/... page shows, in order. */
export interface ProductPageContent {
  meta: { title: string; description: string };
  banner: { eyebrow: string; title: string; subtitle: string; art: SvgArt };
  overview: { heading: string; intro: string; cards: OverviewCard[] };
  sections: FeatureSection[];
  closing: { heading: string; text: string };
}
