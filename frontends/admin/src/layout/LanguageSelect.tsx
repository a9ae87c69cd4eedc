import { GlobalOutlined } from '@ant-design/icons';
import { DASHBOARD_LANGUAGES, LANGUAGE_NAME, type DashboardLanguage } from '@csec/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetLanguage } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { currentLanguage } from '../i18n/i18n';

// each language by its own name, whatever the dashboard speaks now
const OPTIONS = DASHBOARD_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] }));

/** The top bar's language choice: saved on the account, and the dashboard switches at once. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const toast = useToast();
  const setLanguage = useSetLanguage();
  return (
    <Select<DashboardLanguage>
      id="dashboard-language"
      aria-label={t('language.label')}
      prefix={<GlobalOutlined />}
      variant="borderless"
      value={currentLanguage()}
      options={OPTIONS}
      popupMatchSelectWidth={false}
      onChange={(language) =>
        setLanguage.mutate(language, {
          onError: (error) => toast.failure(error, { failed: t('language.saveFailed'), network: t('language.saveFailed') }),
        })
      }
    />
  );
}
