import { describe, expect, it } from 'vitest';
import { headerPairs, paramsText } from './params';

describe('paramsText', () => {
  it('reads the logged query as a query string', () => {
    expect(paramsText('{"paginate2":"1","per_page":"10","with[]":"site,vehicle"}')).toBe('paginate2=1&per_page=10&with[]=site,vehicle');
    expect(paramsText('{"with":["inspections","seller"],"n":2,"f":{"a":1}}')).toBe('with=inspections,seller&n=2&f={"a":1}');
  });

  it('gives nothing for no params and the text itself for anything else', () => {
    expect(paramsText(null)).toBe('');
    expect(paramsText('{}')).toBe('');
    expect(paramsText('a=1&b=<script>')).toBe('a=1&b=<script>');
    expect(paramsText('[1,2]')).toBe('[1,2]');
  });
});

describe('headerPairs', () => {
  it('lists flat headers in order, markup and all', () => {
    expect(headerPairs('{"Host":"api.example.com","User-Agent":"Chrome <img src=x onerror=alert(1)>"}')).toEqual([
      ['Host', 'api.example.com'],
      ['User-Agent', 'Chrome <img src=x onerror=alert(1)>'],
    ]);
    expect(headerPairs(null)).toEqual([]);
  });

  it('gives null for headers that are not a flat object of texts (shown as a body instead)', () => {
    expect(headerPairs('{"X-Count":3}')).toBeNull();
    expect(headerPairs('not json')).toBeNull();
    expect(headerPairs('["a"]')).toBeNull();
  });
});
