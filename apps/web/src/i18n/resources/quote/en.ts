/** Texts of the "quote" area in en: the inquiry dialog, its addresses and consents. */
export const quoteEn = {
  open: 'Request a quote',
  title: 'Request a quote',
  message: 'Your message',
  submit: 'Send request',
  address: {
    billingTitle: 'Address',
    deliveryTitle: 'Delivery address',
    useDelivery: 'Deliver to a different address',
    new: 'New address',
    edit: 'Edit address',
    delete: 'Delete address',
    save: 'Save address',
    fields: {
      organization: 'Company',
      contactPerson: 'Contact person',
      vat_id: 'VAT ID',
      given_name: 'First name',
      family_name: 'Last name',
      street: 'Street and number',
      postal_code: 'Postal code',
      city: 'City',
      country: 'Country',
      phone: 'Phone',
      email: 'E-mail address',
    },
  },
  consents: {
    contact: 'I agree to be contacted about this request and to the storage of my data for this purpose.',
    call: 'I would like a consultation call.',
    newsletter: 'Send me the newsletter (quarterly).',
  },
  validation: {
    required: 'Please fill in this field.',
    nameOrOrganization: 'Please enter a company or a last name.',
    address: 'Please choose an address.',
    consentContact: 'Please agree to be contacted and to the storage of your data.',
  },
  verify: {
    text: 'Before you can send a request, please confirm your e-mail address {{email}} with the link we sent you. Your entries are kept.',
    resend: 'Send the e-mail again',
    continue: 'I have confirmed it, continue',
    stillUnverified: 'Your e-mail address is not confirmed yet. Please open the link in the e-mail first.',
  },
  errors: {
    conflict: 'A different request was already sent with this attempt. Please check your entries and send again.',
    notAllowed: 'This configuration or address is not available to you. Please check your choice.',
  },
  done: {
    title: 'Thank you for your request',
    text: 'We have received your request and sent a confirmation to {{email}}. We will get in touch with you soon.',
  },
};
