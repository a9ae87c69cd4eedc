import { Link } from 'react-router-dom';
import { useHome } from '../../content/localized/home';
import { useLocalPath, useTexts } from '../../i18n/language';
import { InlineSvg } from '../../components/InlineSvg';
import privacyArt from '../../assets/art/privacy.svg';
import ui from '../../styles/ui.module.css';
import styles from './Home.module.css';

export function PrivacyHero() {
  const { PRIVACY_HERO } = useHome();
  const texts = useTexts();
  const local = useLocalPath();
  return (
    <section className={styles.privacy} aria-labelledby="privacy-heading">
      <div className={`${ui.container} ${ui.split}`}>
        <div>
          <span className={ui.eyebrow}>{PRIVACY_HERO.eyebrow}</span>
          <h2 className={ui.heading} id="privacy-heading">
            {PRIVACY_HERO.heading}
          </h2>
          <p className={styles.privacyText}>{PRIVACY_HERO.text}</p>
          <Link to={local('/')} className={ui.buttonLight}>
            {texts.products.eyebrow}
          </Link>
        </div>
        <InlineSvg svg={privacyArt} width={480} height={360} />
      </div>
    </section>
  );
}
