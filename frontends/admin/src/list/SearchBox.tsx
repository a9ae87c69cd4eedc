import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  query: string;
  placeholder: string;
  onSearch: (query: string) => void;
  onClear: () => void;
}

/** Searches only with text in the box; emptying it brings back the whole list. */
export function SearchBox({ query, placeholder, onSearch, onClear }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  const submit = () => {
    const value = text.trim();
    if (value) onSearch(value);
  };

  return (
    <Space.Compact style={{ width: '100%', maxWidth: 460 }}>
      <Input
        allowClear
        aria-label={t('common.search')}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && query) onClear();
        }}
        onPressEnter={submit}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={submit}>
        {t('common.search')}
      </Button>
    </Space.Compact>
  );
}
