// /contact is the same page as /contact-us (one implementation): the tenant's locations and the general form.
export { default, metadata } from '../contact-us/page'
