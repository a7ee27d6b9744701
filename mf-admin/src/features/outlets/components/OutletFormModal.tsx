// Add or edit an outlet: name, address, city, country, phone, opening hours, manager and whether it takes
// orders, and its point: found with the address search (the shop's geocoder, places in Uganda), picked on
// the map (centre near Kampala, zoom 15) or typed as coordinates. A place chosen in the search moves the
// pin there and fills the address and city, unless the admin typed their own. The point must lie in Uganda
// (checked here and by the database). A failed save keeps what was typed.

import type { ApiError } from '@shop/shared/api'
import { isInUganda } from '@shop/shared/geo'
import { AddressCombobox } from '@shop/shared/geocoder/address-combobox'
import { type GeocodedPlace, shopGeocoder } from '@shop/shared/geocoder/geocoder'
import { KAMPALA } from '@shop/shared/map/map-tiles'
import { storedPhone } from '@shop/shared/phone'
import { toast } from '@shop/shared/toast'
import { Alert, Form, Input, InputNumber, Modal, Space, Spin, Switch } from 'antd'
import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { type Outlet, outletsApi } from '../api/outlets.ts'
import { type OutletForm, outletFormProblem, outletSaveFailure, type PlaceFields, placeFill } from '../outlet-rules.ts'

const PointMap = lazy(() => import('@shop/shared/map/point-map'))

type Values = Omit<OutletForm, 'latitude' | 'longitude'> & { is_active: boolean }

interface Props {
  outlet: Outlet | null
  onClose: () => void
  onSaved: (outlet: Outlet) => void
}

/** Six decimals: about 10 cm, plenty for a shop's door. */
const round = (value: number) => Math.round(value * 1e6) / 1e6

export function OutletFormModal({ outlet, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>()
  const [save, saving] = outletsApi.useSaveOutletMutation()
  const [failure, setFailure] = useState<string | null>(null)
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(
    outlet?.latitude != null && outlet.longitude != null ? { lat: outlet.latitude, lng: outlet.longitude } : null,
  )
  const [center, setCenter] = useState<{ lat: number; lng: number } | undefined>(undefined)
  // The address and city the last chosen place filled in (a new outlet's city starts as Kampala): the next
  // place replaces them, or empty ones, never what the admin typed or an edited outlet's own.
  const autoFilled = useRef({ address: '', city: outlet ? '' : 'Kampala' })
  const editing = outlet !== null
  const inUganda = point ? isInUganda(point.lat, point.lng) : null
  const markers = useMemo(
    () => (point ? [{ ...point, kind: inUganda ? ('primary' as const) : ('invalid' as const) }] : []),
    [point, inUganda],
  )

  const pickPlace = (place: GeocodedPlace) => {
    const at = { lat: round(place.lat), lng: round(place.lng) }
    setPoint(at)
    setCenter(at)
    const fill = placeFill(place, form.getFieldsValue(['address', 'city']) as PlaceFields, autoFilled.current)
    autoFilled.current = fill.filled
    form.setFieldsValue(fill.patch)
  }

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values
    const problem = outletFormProblem({ ...values, latitude: point?.lat ?? null, longitude: point?.lng ?? null })
    if (problem) {
      setFailure(problem)
      return
    }
    setFailure(null)
    try {
      const saved = await save({
        id: outlet?.id,
        values: {
          name: values.name.trim(),
          address: (values.address ?? '').trim(),
          city: values.city.trim(),
          country: values.country.trim(),
          phone: storedPhone(values.phone),
          opening_hours: values.opening_hours.trim(),
          manager_name: values.manager_name.trim(),
          latitude: point?.lat ?? null,
          longitude: point?.lng ?? null,
          is_active: values.is_active,
        },
      }).unwrap()
      toast.success(editing ? 'Outlet updated successfully' : 'Outlet created successfully')
      onSaved(saved)
    } catch (error) {
      setFailure(outletSaveFailure(error as ApiError))
      toast.error('Failed to save outlet')
    }
  }

  return (
    <Modal
      open
      title={editing ? 'Edit Outlet' : 'Add New Outlet'}
      okText={editing ? 'Update Outlet' : 'Create Outlet'}
      onOk={() => void submit()}
      confirmLoading={saving.isLoading}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: outlet?.name ?? '',
          address: outlet?.address ?? '',
          city: outlet?.city ?? 'Kampala',
          country: outlet?.country ?? 'Uganda',
          phone: outlet?.phone ?? '',
          opening_hours: outlet?.opening_hours ?? '',
          manager_name: outlet?.manager_name ?? '',
          is_active: outlet?.is_active ?? true,
        }}
      >
        <div className="outlet-form__grid">
          <Form.Item label="Name" name="name" required>
            <Input autoComplete="off" maxLength={120} />
          </Form.Item>
          <Form.Item label="Manager" name="manager_name" required>
            <Input autoComplete="off" maxLength={120} />
          </Form.Item>
          <Form.Item label="Address" name="address" className="outlet-form__wide">
            <Input autoComplete="off" maxLength={300} />
          </Form.Item>
          <Form.Item label="City" name="city" required>
            <Input autoComplete="off" maxLength={80} />
          </Form.Item>
          <Form.Item label="Country" name="country" required>
            <Input autoComplete="off" maxLength={80} />
          </Form.Item>
          <Form.Item label="Phone" name="phone" required>
            <Input type="tel" placeholder="0414 231 560" maxLength={32} />
          </Form.Item>
          <Form.Item label="Opening hours" name="opening_hours" required>
            <Input placeholder="Mon-Fri: 9:00 AM - 6:00 PM" maxLength={200} />
          </Form.Item>
        </div>
        <Form.Item label="Takes orders (active)" name="is_active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <fieldset className="outlet-form__location">
        <legend>Location</legend>
        <AddressCombobox geocoder={shopGeocoder} onPick={pickPlace} label="Search for the outlet’s address" />
        <Suspense fallback={<Spin aria-label="Loading the map" />}>
          <PointMap
            markers={markers}
            center={center}
            onPick={(lat, lng) => setPoint({ lat: round(lat), lng: round(lng) })}
            label="Outlet location: click the map to place the outlet, or drag its marker"
            height={260}
          />
        </Suspense>
        <Space wrap style={{ marginTop: 8 }}>
          <label className="outlet-form__coordinate" htmlFor="outlet-latitude">
            Latitude
            <InputNumber
              id="outlet-latitude"
              value={point?.lat ?? null}
              step={0.0001}
              onChange={(lat) => setPoint(lat === null ? null : { lat: Number(lat), lng: point?.lng ?? KAMPALA.lng })}
            />
          </label>
          <label className="outlet-form__coordinate" htmlFor="outlet-longitude">
            Longitude
            <InputNumber
              id="outlet-longitude"
              value={point?.lng ?? null}
              step={0.0001}
              onChange={(lng) => setPoint(lng === null ? null : { lat: point?.lat ?? KAMPALA.lat, lng: Number(lng) })}
            />
          </label>
        </Space>
        {point && !inUganda ? (
          <p className="outlet-form__invalid" role="status">
            Selected location must be in Uganda
          </p>
        ) : null}
      </fieldset>
      {failure ? <Alert type="error" showIcon title={failure} role="alert" style={{ marginTop: 12 }} /> : null}
    </Modal>
  )
}
