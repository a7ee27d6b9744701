// The delivery photo: the camera first (`capture`), checked (an image, under 5MB), shrunk on the phone to
// a JPEG of at most ~300 KB, and previewed. The photo is kept in rider-db with the Complete Delivery
// action until it is uploaded.
import { useEffect, useId, useMemo, useState } from 'react'
import { PHOTO_MESSAGES, photoError, shrinkPhoto } from '../shrink-image.ts'

interface Props {
  photo: Blob | null
  problem: string | null
  onPhoto: (photo: Blob) => void
  onProblem: (problem: string) => void
}

export function PhotoCapture({ photo, problem, onPhoto, onProblem }: Props) {
  const id = useId()
  const [working, setWorking] = useState(false)
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  async function chosen(file: File | undefined) {
    if (!file) return
    const error = photoError(file)
    if (error) {
      onProblem(error)
      return
    }
    setWorking(true)
    try {
      onPhoto(await shrinkPhoto(file))
    } catch (failure) {
      console.warn('Could not shrink the photo:', failure)
      onProblem(PHOTO_MESSAGES.unreadable)
    } finally {
      setWorking(false)
    }
  }

  return (
    <div className="r-card r-stack rider-photo">
      <h2 className="r-h2">Delivery photo</h2>
      {preview ? (
        <img className="rider-order__photo" src={preview} alt="What you took, to send with the delivery" />
      ) : null}
      <label htmlFor={id} className="r-button r-button--block rider-photo__take">
        {working ? 'Preparing photo…' : photo ? 'Retake Photo' : 'Take Photo'}
      </label>
      <input
        id={id}
        className="r-visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          void chosen(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className="r-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
