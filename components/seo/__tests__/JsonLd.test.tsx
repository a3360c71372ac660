import { render } from '@testing-library/react';
import { JsonLd } from '../JsonLd';

describe('JsonLd', () => {
  it('renders one application/ld+json script whose text parses back to the data', () => {
    const data = { '@context': 'https://schema.org' as const, '@type': 'Thing' as const, name: 'a </script> b' };
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const [script] = Array.from(scripts);
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
  });
});
