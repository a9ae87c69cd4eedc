import type { BlogView, RevisionView } from '@csec/contracts';
import { Alert, Descriptions, Flex, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffTexts, fieldChanges } from './revisionDiff';

/**
 * What restoring the revision would change: its other fields beside the current ones, and its
 * text against the current text word by word, the revision's own words green (<ins>), the
 * current text's own words red (<del>).
 */
export function RevisionDiff({ current, revision }: { current: BlogView; revision: RevisionView }) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const parts = useMemo(() => diffTexts(current.content, revision.content), [current.content, revision.content]);
  const fields = fieldChanges(current, revision);
  const insStyle = { background: token.colorSuccessBg, color: token.colorSuccessText, textDecoration: 'none' };
  const delStyle = { background: token.colorErrorBg, color: token.colorErrorText };
  const textChanged = parts === undefined || parts.some((part) => part.added || part.removed);

  if (fields.length === 0 && !textChanged) return <Typography.Paragraph type="secondary">{t('revisions.sameAsCurrent')}</Typography.Paragraph>;
  return (
    <Flex vertical gap={16}>
      {fields.length > 0 && (
        <Descriptions
          size="small"
          bordered
          column={1}
          items={fields.map((field) => ({
            key: field.label,
            label: field.label,
            children: (
              <span>
                <del style={delStyle}>{field.current}</del> → <ins style={insStyle}>{field.revision}</ins>
              </span>
            ),
          }))}
        />
      )}
      {parts === undefined ? (
        <Alert type="warning" showIcon title={t('revisions.diffTooLarge')} />
      ) : (
        textChanged && (
          <div>
            <Typography.Paragraph type="secondary">
              <ins style={insStyle}>{t('revisions.inRevision')}</ins> <del style={delStyle}>{t('revisions.onlyCurrent')}</del>
            </Typography.Paragraph>
            <div data-testid="revision-diff" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
              {parts.map((part, index) => {
                if (part.added)
                  return (
                    <ins key={index} style={insStyle}>
                      {part.value}
                    </ins>
                  );
                if (part.removed)
                  return (
                    <del key={index} style={delStyle}>
                      {part.value}
                    </del>
                  );
                return <span key={index}>{part.value}</span>;
              })}
            </div>
          </div>
        )
      )}
    </Flex>
  );
}
