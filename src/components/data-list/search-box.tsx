/**
 * The list's search box (a searchFilter in the list's declaration): one box above the filter
 * panel that finds rows by what staff have at hand (a VIN, a stock number, a dealer's name),
 * applied on Enter like the panel's text filters, held in the URL like them. `/` anywhere on
 * the page, outside a field, puts the focus in it (the consoles' convention).
 */
import { Box, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { TextFilterDef } from './list-definition';
import { typingInto, useTextDraft } from './text-draft';

export interface SearchBoxProps {
  def: TextFilterDef & { search: { placeholder: string } };
  /** Plural noun of the rows: the box is named "Search vehicles". */
  noun: string;
  applied: string | undefined;
  onApply: (value: string | undefined) => void;
}

export function SearchBox({ def, noun, applied, onApply }: SearchBoxProps) {
  const { draft, setDraft, invalid, pending, onKeyDown } = useTextDraft(def, applied, onApply);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      // An open dialog owns the keyboard; a field takes the character.
      if (typingInto(event.target) || document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onSlash);
    return () => document.removeEventListener('keydown', onSlash);
  }, []);

  const set = applied !== undefined;
  return (
    <Box role="search" aria-label={`Search ${noun}`}>
      <Field.Root invalid={invalid} position="relative">
        <Field.Label srOnly>{`Search ${noun}`}</Field.Label>
        <Flex align="center" gap="2" w="full" maxW="xl">
          <Input
            ref={input}
            type="search"
            size="lg"
            bg="bg"
            flex="1"
            value={draft}
            placeholder={def.search.placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            fontWeight={set ? 'bold' : 'normal'}
            aria-keyshortcuts="/"
          />
          <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap" hideBelow="lg" aria-hidden="true">
            Press{' '}
            <chakra.kbd fontFamily="mono" px="1.5" borderWidth="1px" borderRadius="sm" bg="bg.subtle">
              /
            </chakra.kbd>{' '}
            to search
          </Text>
        </Flex>
        {invalid ? <Field.ErrorText>{def.invalidMessage}</Field.ErrorText> : null}
        {pending ? <Field.HelperText>Press Enter to search</Field.HelperText> : null}
      </Field.Root>
    </Box>
  );
}
