/** CMS-07: the trade-in FAQ's five questions. */
export const TRADE_IN_FAQ: { question: string; answer: string }[] = [
  {
    question: 'How is my estimate worked out?',
    answer:
      'We compare your car with similar cars in our stock and current market data, then adjust for the condition you describe.',
  },
  {
    question: 'Is the online offer final?',
    answer: 'The offer is subject to an inspection of the car confirming the details and condition you gave us.',
  },
  {
    question: 'Why didn’t I get an online estimate?',
    answer:
      'We generally can’t estimate online for cars over 7 years old or over 100,000 km, or where we have too little market data. Our team will contact you with an offer instead.',
  },
  {
    question: 'Do I have to buy a car from you?',
    answer: 'No. You can trade in towards your next car or simply sell your car to us.',
  },
  {
    question: 'What do I need to bring?',
    answer:
      'Your car, all keys, the registration papers, the service history and, if the car is under finance, the payout details.',
  },
]
