import { permanentRedirect } from 'next/navigation'

/** RTE-29: /dealerships and /dealer-locator are the locations list, /contact-us (RTE-27). */
export default function Page(): never {
  permanentRedirect('/contact-us')
}
