import { render, screen } from '@testing-library/react';
import { ClientIntlProvider, useTranslations } from '../client';

function Texts() {
  const consent = useTranslations('consent');
  const forms = useTranslations('forms');
  return (
    <p>
      {consent('accept')} / {forms('fields.email')} / {forms('appointment.submit')}
    </p>
  );
}

describe('ClientIntlProvider', () => {
  it('inside another adds its texts to the outer ones, namespace by namespace', () => {
    render(
      <ClientIntlProvider locale="en" messages={{ consent: { accept: 'Accept' }, forms: { fields: { email: 'Email address' } } }}>
        <ClientIntlProvider locale="en" messages={{ forms: { appointment: { submit: 'Send Appointment Request' } } }}>
          <Texts />
        </ClientIntlProvider>
      </ClientIntlProvider>,
    );
    expect(screen.getByText('Accept / Email address / Send Appointment Request')).toBeInTheDocument();
  });
});
