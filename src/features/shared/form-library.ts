/**
 * What the lazily loaded forms use of react-hook-form (lazy-form.tsx): imported by name, so that the build keeps only
 * these and what they need. `import('react-hook-form')` itself kept every export of the package (Controller,
 * useFieldArray, Form, Watch, …) in the chunk a login or checkout widget loads.
 */
export { createFormControl, useForm } from 'react-hook-form';
