/** Texts of the "consultation" area in en: the call back request from the Consultation button. */
export const consultationEn = {
  formIntro: 'Tell us how to reach you and what you would like to talk about; we will call you back.',
  choice: {
    text: 'Would you like advice on the bar you have open? Send a quote request for it with a consultation call, and we will call you with your configuration in front of us.',
    askAboutBar: 'Ask about this bar',
    callBack: 'Just call me back',
  },
  fields: {
    name: 'Name',
    email: 'E-mail address',
    phone: 'Phone',
    country: 'Country',
    preferredTime: 'When may we call?',
    topic: 'Topic',
    message: 'Your message (optional)',
  },
  choose: 'Please choose',
  times: { morning: 'Morning', midday: 'Midday', afternoon: 'Afternoon', anytime: 'Any time' },
  topics: {
    planning: 'Planning the bar',
    branding: 'Branding and logos',
    delivery: 'Delivery and set-up',
    pricing: 'Prices and quote',
    other: 'Something else',
  },
  consent: 'I agree to be contacted about this request and to the storage of my data for this purpose.',
  submit: 'Request a call back',
  validation: {
    required: 'Please fill in this field.',
    email: 'Please enter a valid e-mail address.',
    phone: 'Please enter a valid phone number.',
    choose: 'Please choose one.',
    consent: 'Please agree to be contacted and to the storage of your data.',
  },
  errors: {
    conflict: 'A different request was already sent with this attempt. Please check your entries and send again.',
    throttled: 'Too many requests. Please try again later.',
  },
  done: {
    title: 'Thank you for your request',
    text: 'We have received your request and will call you back at {{phone}}.',
  },
};
