import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';

interface SearchBoxProps {
  query: string;
  placeholder: string;
  onSearch: (query: string) => void;
  onClear: () => void;
}

/** Searches only with text in the box; emptying it brings back the whole list. */
export function SearchBox({ query, placeholder, onSearch, onClear }: SearchBoxProps) {
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
        aria-label="Search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && query) onClear();
        }}
        onPressEnter={submit}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={submit}>
        Search
      </Button>
    </Space.Compact>
  );
}
