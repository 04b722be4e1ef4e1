// /contact is the same page as /contact-us (one implementation): the tenant's locations and the general form.
export { default, generateMetadata } from '../contact-us/page'
