import { usePageMeta } from '../hooks/usePageMeta';
import { useHome } from '../content/localized/home';
import { ValueCards } from '../components/ValueCards';
import { Counters } from '../components/Counters';
import { HomeHero } from './home/HomeHero';
import { HomeProducts } from './home/HomeProducts';
import { EventBanner } from './home/EventBanner';
import { PrivacyHero } from './home/PrivacyHero';

export default function HomePage() {
  const { HOME_META } = useHome();
  usePageMeta(HOME_META.title, HOME_META.description);
  return (
    <>
      <HomeHero />
      <HomeProducts />
      <EventBanner />
      <Counters />
      <PrivacyHero />
      <ValueCards />
    </>
  );
}
