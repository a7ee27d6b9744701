export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      admin_notifications: {
        Row: {
          created_at: string
          id: string
          message: string
          order_id: string | null
          product_id: string | null
          read: boolean
          type: Database["public"]["Enums"]["notification_type"]
        }
        Insert: {
          created_at?: string
          id?: string
          message: string
          order_id?: string | null
          product_id?: string | null
          read?: boolean
          type?: Database["public"]["Enums"]["notification_type"]
        }
        Update: {
          created_at?: string
          id?: string
          message?: string
          order_id?: string | null
          product_id?: string | null
          read?: boolean
          type?: Database["public"]["Enums"]["notification_type"]
        }
        Relationships: [
          {
            foreignKeyName: "admin_notifications_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "admin_notifications_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "low_stock_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "admin_notifications_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      back_in_stock_requests: {
        Row: {
          created_at: string
          id: string
          notified_at: string | null
          product_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          notified_at?: string | null
          product_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          notified_at?: string | null
          product_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "back_in_stock_requests_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "low_stock_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "back_in_stock_requests_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "back_in_stock_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      carts: {
        Row: {
          coupon_code: string | null
          items: Json
          updated_at: string
          user_id: string
        }
        Insert: {
          coupon_code?: string | null
          items?: Json
          updated_at?: string
          user_id?: string
        }
        Update: {
          coupon_code?: string | null
          items?: Json
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "carts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      coupons: {
        Row: {
          code: string
          created_at: string
          description: string | null
          ends_at: string | null
          id: string
          is_active: boolean
          percent_off: number
          starts_at: string | null
          updated_at: string
        }
        Insert: {
          code: string
          created_at?: string
          description?: string | null
          ends_at?: string | null
          id?: string
          is_active?: boolean
          percent_off: number
          starts_at?: string | null
          updated_at?: string
        }
        Update: {
          code?: string
          created_at?: string
          description?: string | null
          ends_at?: string | null
          id?: string
          is_active?: boolean
          percent_off?: number
          starts_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      customer_addresses: {
        Row: {
          city: string
          created_at: string
          formatted_address: string
          id: string
          instructions: string
          label: string
          last_used_at: string
          latitude: number
          longitude: number
          street: string
          user_id: string
        }
        Insert: {
          city?: string
          created_at?: string
          formatted_address?: string
          id?: string
          instructions?: string
          label: string
          last_used_at?: string
          latitude: number
          longitude: number
          street?: string
          user_id?: string
        }
        Update: {
          city?: string
          created_at?: string
          formatted_address?: string
          id?: string
          instructions?: string
          label?: string
          last_used_at?: string
          latitude?: number
          longitude?: number
          street?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "customer_addresses_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      delivery_positions: {
        Row: {
          accuracy_m: number | null
          latitude: number
          longitude: number
          order_id: string
          recorded_at: string
          rider_id: string
          vehicle_type: Database["public"]["Enums"]["vehicle_type"]
        }
        Insert: {
          accuracy_m?: number | null
          latitude: number
          longitude: number
          order_id: string
          recorded_at?: string
          rider_id: string
          vehicle_type: Database["public"]["Enums"]["vehicle_type"]
        }
        Update: {
          accuracy_m?: number | null
          latitude?: number
          longitude?: number
          order_id?: string
          recorded_at?: string
          rider_id?: string
          vehicle_type?: Database["public"]["Enums"]["vehicle_type"]
        }
        Relationships: [
          {
            foreignKeyName: "delivery_positions_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: true
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "delivery_positions_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "delivery_riders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "delivery_positions_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "rider_earnings_summary"
            referencedColumns: ["rider_id"]
          },
        ]
      }
      delivery_riders: {
        Row: {
          approval: Database["public"]["Enums"]["rider_approval"]
          created_at: string
          email: string | null
          full_name: string
          id: string
          is_active: boolean
          phone: string | null
          rating: number
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["rider_status"]
          total_deliveries: number
          updated_at: string
          vehicle_type: Database["public"]["Enums"]["vehicle_type"]
        }
        Insert: {
          approval?: Database["public"]["Enums"]["rider_approval"]
          created_at?: string
          email?: string | null
          full_name: string
          id: string
          is_active?: boolean
          phone?: string | null
          rating?: number
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          status?: Database["public"]["Enums"]["rider_status"]
          total_deliveries?: number
          updated_at?: string
          vehicle_type?: Database["public"]["Enums"]["vehicle_type"]
        }
        Update: {
          approval?: Database["public"]["Enums"]["rider_approval"]
          created_at?: string
          email?: string | null
          full_name?: string
          id?: string
          is_active?: boolean
          phone?: string | null
          rating?: number
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          status?: Database["public"]["Enums"]["rider_status"]
          total_deliveries?: number
          updated_at?: string
          vehicle_type?: Database["public"]["Enums"]["vehicle_type"]
        }
        Relationships: [
          {
            foreignKeyName: "delivery_riders_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      employee_roles: {
        Row: {
          id: number
          manages_outlet: boolean
          name: string
        }
        Insert: {
          id?: number
          manages_outlet?: boolean
          name: string
        }
        Update: {
          id?: number
          manages_outlet?: boolean
          name?: string
        }
        Relationships: []
      }
      order_assignments: {
        Row: {
          assigned_as: string
          assigned_at: string
          assigned_by: string | null
          assigned_by_name: string
          id: string
          order_id: string
          rider_id: string | null
          rider_name: string
        }
        Insert: {
          assigned_as: string
          assigned_at?: string
          assigned_by?: string | null
          assigned_by_name: string
          id?: string
          order_id: string
          rider_id?: string | null
          rider_name: string
        }
        Update: {
          assigned_as?: string
          assigned_at?: string
          assigned_by?: string | null
          assigned_by_name?: string
          id?: string
          order_id?: string
          rider_id?: string | null
          rider_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "order_assignments_assigned_by_fkey"
            columns: ["assigned_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_assignments_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_assignments_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "delivery_riders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_assignments_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "rider_earnings_summary"
            referencedColumns: ["rider_id"]
          },
        ]
      }
      order_declines: {
        Row: {
          declined_at: string
          id: string
          note: string | null
          order_id: string
          reason: Database["public"]["Enums"]["decline_reason"]
          rider_id: string | null
          rider_name: string
        }
        Insert: {
          declined_at?: string
          id?: string
          note?: string | null
          order_id: string
          reason: Database["public"]["Enums"]["decline_reason"]
          rider_id?: string | null
          rider_name: string
        }
        Update: {
          declined_at?: string
          id?: string
          note?: string | null
          order_id?: string
          reason?: Database["public"]["Enums"]["decline_reason"]
          rider_id?: string | null
          rider_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "order_declines_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_declines_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "delivery_riders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_declines_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "rider_earnings_summary"
            referencedColumns: ["rider_id"]
          },
        ]
      }
      order_items: {
        Row: {
          created_at: string
          id: string
          line_total: number | null
          order_id: string
          price: number
          product_id: string | null
          product_name: string
          quantity: number
        }
        Insert: {
          created_at?: string
          id?: string
          line_total?: number | null
          order_id: string
          price: number
          product_id?: string | null
          product_name: string
          quantity: number
        }
        Update: {
          created_at?: string
          id?: string
          line_total?: number | null
          order_id?: string
          price?: number
          product_id?: string | null
          product_name?: string
          quantity?: number
        }
        Relationships: [
          {
            foreignKeyName: "order_items_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "low_stock_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      orders: {
        Row: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        Insert: {
          assigned_at?: string | null
          assignment_seen_at?: string | null
          cancellation_reason?: string | null
          cancelled_at?: string | null
          coupon_code?: string | null
          created_at?: string
          currency?: string
          delivered_at?: string | null
          delivery_code_failures?: number
          delivery_code_locked_at?: string | null
          delivery_distance_km?: number | null
          delivery_fee?: number
          delivery_instructions?: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url?: string | null
          delivery_proof?: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount?: number
          handed_over_by?: string | null
          id?: string
          number?: number
          outlet_id?: string | null
          payment_method?: Database["public"]["Enums"]["payment_method"]
          payment_status?: Database["public"]["Enums"]["payment_status"]
          picked_up_at?: string | null
          promised_delivery_date?: string | null
          rider_id?: string | null
          search_text?: string
          shipping_address?: Json
          status?: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          assigned_at?: string | null
          assignment_seen_at?: string | null
          cancellation_reason?: string | null
          cancelled_at?: string | null
          coupon_code?: string | null
          created_at?: string
          currency?: string
          delivered_at?: string | null
          delivery_code_failures?: number
          delivery_code_locked_at?: string | null
          delivery_distance_km?: number | null
          delivery_fee?: number
          delivery_instructions?: string | null
          delivery_latitude?: number
          delivery_longitude?: number
          delivery_photo_url?: string | null
          delivery_proof?: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount?: number
          handed_over_by?: string | null
          id?: string
          number?: number
          outlet_id?: string | null
          payment_method?: Database["public"]["Enums"]["payment_method"]
          payment_status?: Database["public"]["Enums"]["payment_status"]
          picked_up_at?: string | null
          promised_delivery_date?: string | null
          rider_id?: string | null
          search_text?: string
          shipping_address?: Json
          status?: Database["public"]["Enums"]["order_status"]
          subtotal?: number
          total_amount?: number
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "orders_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlet_today_stats"
            referencedColumns: ["outlet_id"]
          },
          {
            foreignKeyName: "orders_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "delivery_riders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "rider_earnings_summary"
            referencedColumns: ["rider_id"]
          },
          {
            foreignKeyName: "orders_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      outgoing_mails: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          order_id: string | null
          recipient: string
          request_id: string | null
          sent_at: string | null
          user_id: string | null
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind: string
          last_error?: string | null
          order_id?: string | null
          recipient: string
          request_id?: string | null
          sent_at?: string | null
          user_id?: string | null
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind?: string
          last_error?: string | null
          order_id?: string | null
          recipient?: string
          request_id?: string | null
          sent_at?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "outgoing_mails_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outgoing_mails_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: true
            referencedRelation: "back_in_stock_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      outgoing_sms: {
        Row: {
          attempts: number
          cancellation_reason: string | null
          claimed_at: string | null
          created_at: string
          delivery_code: string | null
          id: number
          kind: string
          last_error: string | null
          order_id: string
          provider_cost: string | null
          provider_message_id: string | null
          provider_status: string | null
          recipient: string
          rider_first_name: string | null
          rider_phone: string | null
          sent_at: string | null
        }
        Insert: {
          attempts?: number
          cancellation_reason?: string | null
          claimed_at?: string | null
          created_at?: string
          delivery_code?: string | null
          id?: never
          kind: string
          last_error?: string | null
          order_id: string
          provider_cost?: string | null
          provider_message_id?: string | null
          provider_status?: string | null
          recipient: string
          rider_first_name?: string | null
          rider_phone?: string | null
          sent_at?: string | null
        }
        Update: {
          attempts?: number
          cancellation_reason?: string | null
          claimed_at?: string | null
          created_at?: string
          delivery_code?: string | null
          id?: never
          kind?: string
          last_error?: string | null
          order_id?: string
          provider_cost?: string | null
          provider_message_id?: string | null
          provider_status?: string | null
          recipient?: string
          rider_first_name?: string | null
          rider_phone?: string | null
          sent_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "outgoing_sms_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      outlet_employees: {
        Row: {
          created_at: string
          id: string
          is_active: boolean
          outlet_id: string
          role_id: number
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          is_active?: boolean
          outlet_id: string
          role_id: number
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          is_active?: boolean
          outlet_id?: string
          role_id?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "outlet_employees_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlet_today_stats"
            referencedColumns: ["outlet_id"]
          },
          {
            foreignKeyName: "outlet_employees_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_employees_role_id_fkey"
            columns: ["role_id"]
            isOneToOne: false
            referencedRelation: "employee_roles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_employees_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      outlet_notifications: {
        Row: {
          created_at: string
          id: string
          message: string
          order_id: string | null
          outlet_id: string
          outlet_product_id: string | null
          read: boolean
          type: Database["public"]["Enums"]["notification_type"]
        }
        Insert: {
          created_at?: string
          id?: string
          message: string
          order_id?: string | null
          outlet_id: string
          outlet_product_id?: string | null
          read?: boolean
          type?: Database["public"]["Enums"]["notification_type"]
        }
        Update: {
          created_at?: string
          id?: string
          message?: string
          order_id?: string | null
          outlet_id?: string
          outlet_product_id?: string | null
          read?: boolean
          type?: Database["public"]["Enums"]["notification_type"]
        }
        Relationships: [
          {
            foreignKeyName: "outlet_notifications_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_notifications_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlet_today_stats"
            referencedColumns: ["outlet_id"]
          },
          {
            foreignKeyName: "outlet_notifications_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_notifications_outlet_product_id_fkey"
            columns: ["outlet_product_id"]
            isOneToOne: false
            referencedRelation: "outlet_product_performance"
            referencedColumns: ["outlet_product_id"]
          },
          {
            foreignKeyName: "outlet_notifications_outlet_product_id_fkey"
            columns: ["outlet_product_id"]
            isOneToOne: false
            referencedRelation: "outlet_products"
            referencedColumns: ["id"]
          },
        ]
      }
      outlet_products: {
        Row: {
          created_at: string
          id: string
          is_available: boolean
          max_stock: number
          min_stock: number
          outlet_id: string
          outlet_price: number
          product_id: string
          stock: number
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          is_available?: boolean
          max_stock?: number
          min_stock?: number
          outlet_id: string
          outlet_price: number
          product_id: string
          stock?: number
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          is_available?: boolean
          max_stock?: number
          min_stock?: number
          outlet_id?: string
          outlet_price?: number
          product_id?: string
          stock?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "outlet_products_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlet_today_stats"
            referencedColumns: ["outlet_id"]
          },
          {
            foreignKeyName: "outlet_products_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_products_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "low_stock_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_products_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      outlet_stock_movements: {
        Row: {
          created_at: string
          id: string
          kind: Database["public"]["Enums"]["stock_movement_kind"]
          note: string | null
          outlet_id: string
          outlet_product_id: string
          quantity: number
          recorded_by: string | null
          recorded_by_name: string
          stock_after: number
          stock_before: number
        }
        Insert: {
          created_at?: string
          id?: string
          kind: Database["public"]["Enums"]["stock_movement_kind"]
          note?: string | null
          outlet_id: string
          outlet_product_id: string
          quantity: number
          recorded_by?: string | null
          recorded_by_name: string
          stock_after: number
          stock_before: number
        }
        Update: {
          created_at?: string
          id?: string
          kind?: Database["public"]["Enums"]["stock_movement_kind"]
          note?: string | null
          outlet_id?: string
          outlet_product_id?: string
          quantity?: number
          recorded_by?: string | null
          recorded_by_name?: string
          stock_after?: number
          stock_before?: number
        }
        Relationships: [
          {
            foreignKeyName: "outlet_stock_movements_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlet_today_stats"
            referencedColumns: ["outlet_id"]
          },
          {
            foreignKeyName: "outlet_stock_movements_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_stock_movements_outlet_product_id_fkey"
            columns: ["outlet_product_id"]
            isOneToOne: false
            referencedRelation: "outlet_product_performance"
            referencedColumns: ["outlet_product_id"]
          },
          {
            foreignKeyName: "outlet_stock_movements_outlet_product_id_fkey"
            columns: ["outlet_product_id"]
            isOneToOne: false
            referencedRelation: "outlet_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_stock_movements_recorded_by_fkey"
            columns: ["recorded_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      outlets: {
        Row: {
          address: string
          city: string
          country: string
          created_at: string
          id: string
          is_active: boolean
          latitude: number | null
          longitude: number | null
          manager_name: string
          name: string
          opening_hours: string
          phone: string
          updated_at: string
        }
        Insert: {
          address?: string
          city?: string
          country?: string
          created_at?: string
          id?: string
          is_active?: boolean
          latitude?: number | null
          longitude?: number | null
          manager_name: string
          name: string
          opening_hours: string
          phone: string
          updated_at?: string
        }
        Update: {
          address?: string
          city?: string
          country?: string
          created_at?: string
          id?: string
          is_active?: boolean
          latitude?: number | null
          longitude?: number | null
          manager_name?: string
          name?: string
          opening_hours?: string
          phone?: string
          updated_at?: string
        }
        Relationships: []
      }
      page_views: {
        Row: {
          created_at: string
          id: number
          path: string
          referrer: string | null
          session_id: string | null
          user_agent: string | null
          user_id: string | null
        }
        Insert: {
          created_at?: string
          id?: never
          path: string
          referrer?: string | null
          session_id?: string | null
          user_agent?: string | null
          user_id?: string | null
        }
        Update: {
          created_at?: string
          id?: never
          path?: string
          referrer?: string | null
          session_id?: string | null
          user_agent?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      payments: {
        Row: {
          amount: number
          completed_at: string | null
          confirmation_code: string | null
          created_at: string
          currency: string
          id: string
          merchant_reference: string
          order_id: string
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          provider: string
          provider_response: Json | null
          redirect_url: string | null
          status: Database["public"]["Enums"]["payment_status"]
          status_description: string | null
          tracking_id: string | null
          updated_at: string
        }
        Insert: {
          amount: number
          completed_at?: string | null
          confirmation_code?: string | null
          created_at?: string
          currency?: string
          id?: string
          merchant_reference: string
          order_id: string
          payment_method?: Database["public"]["Enums"]["payment_method"] | null
          provider?: string
          provider_response?: Json | null
          redirect_url?: string | null
          status?: Database["public"]["Enums"]["payment_status"]
          status_description?: string | null
          tracking_id?: string | null
          updated_at?: string
        }
        Update: {
          amount?: number
          completed_at?: string | null
          confirmation_code?: string | null
          created_at?: string
          currency?: string
          id?: string
          merchant_reference?: string
          order_id?: string
          payment_method?: Database["public"]["Enums"]["payment_method"] | null
          provider?: string
          provider_response?: Json | null
          redirect_url?: string | null
          status?: Database["public"]["Enums"]["payment_status"]
          status_description?: string | null
          tracking_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "payments_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      product_categories: {
        Row: {
          created_at: string
          description: string | null
          id: string
          image_url: string | null
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      product_ratings: {
        Row: {
          created_at: string
          product_id: string
          rating: number
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          product_id: string
          rating: number
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          product_id?: string
          rating?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "product_ratings_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "low_stock_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "product_ratings_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "product_ratings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      product_reviews: {
        Row: {
          comment: string
          created_at: string
          id: string
          product_id: string
          rating: number
          reviewer_name: string
          updated_at: string
          user_id: string
        }
        Insert: {
          comment: string
          created_at?: string
          id?: string
          product_id: string
          rating?: number
          reviewer_name?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          comment?: string
          created_at?: string
          id?: string
          product_id?: string
          rating?: number
          reviewer_name?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "product_reviews_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "low_stock_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "product_reviews_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "product_reviews_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      products: {
        Row: {
          category_id: string | null
          created_at: string
          description: string
          discount_percentage: number | null
          discount_price: number | null
          id: string
          image_urls: string[]
          name: string
          price: number
          rating: number
          rating_count: number
          stock: number
          updated_at: string
          withdrawn_at: string | null
        }
        Insert: {
          category_id?: string | null
          created_at?: string
          description?: string
          discount_percentage?: number | null
          discount_price?: number | null
          id?: string
          image_urls?: string[]
          name: string
          price: number
          rating?: number
          rating_count?: number
          stock?: number
          updated_at?: string
          withdrawn_at?: string | null
        }
        Update: {
          category_id?: string | null
          created_at?: string
          description?: string
          discount_percentage?: number | null
          discount_price?: number | null
          id?: string
          image_urls?: string[]
          name?: string
          price?: number
          rating?: number
          rating_count?: number
          stock?: number
          updated_at?: string
          withdrawn_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "products_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "category_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "products_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "product_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          endpoint: string
          id: string
          p256dh: string
          updated_at: string
          user_agent: string | null
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          endpoint: string
          id?: string
          p256dh: string
          updated_at?: string
          user_agent?: string | null
          user_id?: string
        }
        Update: {
          auth?: string
          created_at?: string
          endpoint?: string
          id?: string
          p256dh?: string
          updated_at?: string
          user_agent?: string | null
          user_id?: string
        }
        Relationships: []
      }
      rider_earnings: {
        Row: {
          amount: number
          created_at: string
          date: string
          distance: number | null
          id: string
          note: string | null
          order_id: string | null
          rider_id: string
          type: Database["public"]["Enums"]["earning_type"]
        }
        Insert: {
          amount: number
          created_at?: string
          date?: string
          distance?: number | null
          id?: string
          note?: string | null
          order_id?: string | null
          rider_id: string
          type: Database["public"]["Enums"]["earning_type"]
        }
        Update: {
          amount?: number
          created_at?: string
          date?: string
          distance?: number | null
          id?: string
          note?: string | null
          order_id?: string | null
          rider_id?: string
          type?: Database["public"]["Enums"]["earning_type"]
        }
        Relationships: [
          {
            foreignKeyName: "rider_earnings_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "rider_earnings_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "delivery_riders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "rider_earnings_rider_id_fkey"
            columns: ["rider_id"]
            isOneToOne: false
            referencedRelation: "rider_earnings_summary"
            referencedColumns: ["rider_id"]
          },
        ]
      }
      settings: {
        Row: {
          closes_at: string
          currency: string
          delivery_days: number[]
          delivery_fee: number
          free_delivery_threshold: number
          id: boolean
          low_stock_threshold: number
          max_unconfirmed_orders: number
          max_unconfirmed_units_per_product: number
          online_payment_window_minutes: number
          opens_at: string
          rider_fee_share_percent: number
          rider_pay_per_km: number
          same_day_cutoff: string
          updated_at: string
        }
        Insert: {
          closes_at?: string
          currency?: string
          delivery_days?: number[]
          delivery_fee?: number
          free_delivery_threshold?: number
          id?: boolean
          low_stock_threshold?: number
          max_unconfirmed_orders?: number
          max_unconfirmed_units_per_product?: number
          online_payment_window_minutes?: number
          opens_at?: string
          rider_fee_share_percent?: number
          rider_pay_per_km?: number
          same_day_cutoff?: string
          updated_at?: string
        }
        Update: {
          closes_at?: string
          currency?: string
          delivery_days?: number[]
          delivery_fee?: number
          free_delivery_threshold?: number
          id?: boolean
          low_stock_threshold?: number
          max_unconfirmed_orders?: number
          max_unconfirmed_units_per_product?: number
          online_payment_window_minutes?: number
          opens_at?: string
          rider_fee_share_percent?: number
          rider_pay_per_km?: number
          same_day_cutoff?: string
          updated_at?: string
        }
        Relationships: []
      }
      settings_changes: {
        Row: {
          changed_at: string
          changed_by: string | null
          id: number
          new_value: number | null
          old_value: number | null
          setting: string
        }
        Insert: {
          changed_at?: string
          changed_by?: string | null
          id?: never
          new_value?: number | null
          old_value?: number | null
          setting: string
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          id?: never
          new_value?: number | null
          old_value?: number | null
          setting?: string
        }
        Relationships: [
          {
            foreignKeyName: "settings_changes_changed_by_fkey"
            columns: ["changed_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      subscriptions: {
        Row: {
          created_at: string
          email: string
          id: string
          type: Database["public"]["Enums"]["subscription_type"]
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          type?: Database["public"]["Enums"]["subscription_type"]
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          type?: Database["public"]["Enums"]["subscription_type"]
        }
        Relationships: []
      }
      users: {
        Row: {
          created_at: string
          email: string | null
          full_name: string
          id: string
          is_admin: boolean
          phone: string | null
          sms_order_updates: boolean
          updated_at: string
        }
        Insert: {
          created_at?: string
          email?: string | null
          full_name: string
          id: string
          is_admin?: boolean
          phone?: string | null
          sms_order_updates?: boolean
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string | null
          full_name?: string
          id?: string
          is_admin?: boolean
          phone?: string | null
          sms_order_updates?: boolean
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      category_overview: {
        Row: {
          created_at: string | null
          description: string | null
          id: string | null
          image_url: string | null
          name: string | null
          product_count: number | null
          slug: string | null
          updated_at: string | null
        }
        Relationships: []
      }
      daily_revenue: {
        Row: {
          day: string | null
          orders: number | null
          revenue: number | null
        }
        Relationships: []
      }
      dashboard_summary: {
        Row: {
          average_order_value: number | null
          low_stock_products: number | null
          orders_today: number | null
          pending_orders: number | null
          processing_orders: number | null
          revenue_today: number | null
          total_customers: number | null
          total_orders: number | null
          total_revenue: number | null
        }
        Relationships: []
      }
      low_stock_products: {
        Row: {
          id: string | null
          image_urls: string[] | null
          low_stock_threshold: number | null
          name: string | null
          stock: number | null
        }
        Relationships: []
      }
      outlet_daily_revenue: {
        Row: {
          day: string | null
          orders: number | null
          revenue: number | null
        }
        Relationships: []
      }
      outlet_product_performance: {
        Row: {
          growth_rate: number | null
          outlet_id: string | null
          outlet_product_id: string | null
          product_id: string | null
          revenue: number | null
          sales_count: number | null
        }
        Relationships: [
          {
            foreignKeyName: "outlet_products_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlet_today_stats"
            referencedColumns: ["outlet_id"]
          },
          {
            foreignKeyName: "outlet_products_outlet_id_fkey"
            columns: ["outlet_id"]
            isOneToOne: false
            referencedRelation: "outlets"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_products_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "low_stock_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outlet_products_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      outlet_status_counts: {
        Row: {
          orders: number | null
          status: Database["public"]["Enums"]["order_status"] | null
        }
        Relationships: []
      }
      outlet_today_stats: {
        Row: {
          average_order_value: number | null
          cancelled_today: number | null
          delivered_today: number | null
          orders_today: number | null
          outlet_id: string | null
          outlet_name: string | null
          pending_orders: number | null
          revenue_today: number | null
        }
        Relationships: []
      }
      rider_earnings_summary: {
        Row: {
          deliveries_today: number | null
          last_month: number | null
          last_week: number | null
          month: number | null
          rider_id: string | null
          today: number | null
          week: number | null
          yesterday: number | null
        }
        Relationships: []
      }
      top_products: {
        Row: {
          image_urls: string[] | null
          name: string | null
          orders: number | null
          product_id: string | null
          revenue: number | null
          units_sold: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      acknowledge_assignment: { Args: { order_id: string }; Returns: string }
      active_rider_id: { Args: never; Returns: string }
      admin_customers: {
        Args: { customer_id?: string; patterns?: string[] }
        Returns: {
          email: string
          full_name: string
          id: string
          joined_at: string
          last_order_at: string
          orders: number
          phone: string
          total_spent: number
        }[]
      }
      admin_outlet_sales: {
        Args: never
        Returns: {
          growth_rate: number
          order_count: number
          orders_30_days: number
          outlet_id: string
          revenue: number
          revenue_30_days: number
        }[]
      }
      apply_payment_result: {
        Args: {
          amount: number
          confirmation_code?: string
          currency: string
          description?: string
          merchant_reference: string
          provider_response?: Json
          status_code: number
          tracking_id: string
        }
        Returns: Json
      }
      approve_rider: {
        Args: { rider_id: string }
        Returns: {
          approval: Database["public"]["Enums"]["rider_approval"]
          created_at: string
          email: string | null
          full_name: string
          id: string
          is_active: boolean
          phone: string | null
          rating: number
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["rider_status"]
          total_deliveries: number
          updated_at: string
          vehicle_type: Database["public"]["Enums"]["vehicle_type"]
        }
        SetofOptions: {
          from: "*"
          to: "delivery_riders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      assign_rider: {
        Args: { order_id: string; rider_id: string }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      assignable_riders: {
        Args: { order_id: string }
        Returns: {
          distance_km: number
          full_name: string
          id: string
          phone: string
          rating: number
          total_deliveries: number
          vehicle_type: Database["public"]["Enums"]["vehicle_type"]
        }[]
      }
      cancel_delivery: {
        Args: { order_id: string; reason?: string; request_id?: string }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      cancel_order: {
        Args: { order_id: string; reason?: string }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      claim_outgoing_mails: {
        Args: { max_mails?: number }
        Returns: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          order_id: string | null
          recipient: string
          request_id: string | null
          sent_at: string | null
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "outgoing_mails"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_outgoing_sms: {
        Args: { max_messages?: number }
        Returns: {
          attempts: number
          cancellation_reason: string | null
          claimed_at: string | null
          created_at: string
          delivery_code: string | null
          id: number
          kind: string
          last_error: string | null
          order_id: string
          provider_cost: string | null
          provider_message_id: string | null
          provider_status: string | null
          recipient: string
          rider_first_name: string | null
          rider_phone: string | null
          sent_at: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "outgoing_sms"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      complete_delivery: {
        Args: { order_id: string; photo_url: string; request_id?: string }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      complete_delivery_with_code: {
        Args: { code: string; order_id: string; request_id?: string }
        Returns: {
          refusal: string
          status: Database["public"]["Enums"]["order_status"]
          tries_left: number
        }[]
      }
      configure_mail_dispatch: { Args: { url: string }; Returns: undefined }
      configure_push_dispatch: { Args: { url: string }; Returns: undefined }
      confirm_pickup: {
        Args: { order_id: string; request_id?: string }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      decline_assignment: {
        Args: {
          note?: string
          order_id: string
          reason: Database["public"]["Enums"]["decline_reason"]
          request_id?: string
        }
        Returns: {
          declined_at: string
          id: string
          note: string | null
          order_id: string
          reason: Database["public"]["Enums"]["decline_reason"]
          rider_id: string | null
          rider_name: string
        }
        SetofOptions: {
          from: "*"
          to: "order_declines"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      delivery_code: { Args: { order_id: string }; Returns: string }
      finish_outgoing_mail: {
        Args: { error?: string; mail_id: number }
        Returns: undefined
      }
      finish_outgoing_sms: {
        Args: {
          cost?: string
          error?: string
          message_id?: string
          sms_id: number
          status?: string
        }
        Returns: undefined
      }
      get_function_setting: { Args: { key: string }; Returns: Json }
      hand_to_rider: {
        Args: { order_id: string }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      inventory_by_outlet: {
        Args: never
        Returns: {
          is_active: boolean
          low_stock: number
          out_of_stock: number
          outlet_id: string
          outlet_name: string
          products: number
          stock_value: number
          units: number
        }[]
      }
      is_admin: { Args: never; Returns: boolean }
      is_rider: { Args: never; Returns: boolean }
      low_stock_by_outlet: {
        Args: never
        Returns: {
          is_available: boolean
          max_stock: number
          min_stock: number
          outlet_id: string
          outlet_name: string
          product_id: string
          product_name: string
          stock: number
        }[]
      }
      mark_order_processing: {
        Args: { order_id: string }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      order_is_current: {
        Args: {
          cancelled_at: string
          delivered_at: string
          status: Database["public"]["Enums"]["order_status"]
        }
        Returns: boolean
      }
      place_order: {
        Args: {
          coupon_code?: string
          delivery_instructions?: string
          delivery_latitude?: number
          delivery_longitude?: number
          items: Json
          payment_method?: Database["public"]["Enums"]["payment_method"]
          request_id?: string
          shipping_address?: Json
        }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      promised_delivery_date: { Args: { placed_at?: string }; Returns: string }
      put_function_setting: {
        Args: { keep_existing?: boolean; key: string; value: Json }
        Returns: Json
      }
      quote_order: {
        Args: { coupon_code?: string; items: Json }
        Returns: Json
      }
      record_outlet_stock: {
        Args: {
          kind: Database["public"]["Enums"]["stock_movement_kind"]
          note?: string
          outlet_product_id: string
          quantity: number
        }
        Returns: {
          created_at: string
          id: string
          is_available: boolean
          max_stock: number
          min_stock: number
          outlet_id: string
          outlet_price: number
          product_id: string
          stock: number
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "outlet_products"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_payment_attempt: {
        Args: {
          amount: number
          currency: string
          merchant_reference: string
          order_id: string
          provider?: string
          redirect_url?: string
          tracking_id: string
        }
        Returns: {
          amount: number
          completed_at: string | null
          confirmation_code: string | null
          created_at: string
          currency: string
          id: string
          merchant_reference: string
          order_id: string
          payment_method: Database["public"]["Enums"]["payment_method"] | null
          provider: string
          provider_response: Json | null
          redirect_url: string | null
          status: Database["public"]["Enums"]["payment_status"]
          status_description: string | null
          tracking_id: string | null
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      reject_rider: {
        Args: { reason: string; rider_id: string }
        Returns: {
          approval: Database["public"]["Enums"]["rider_approval"]
          created_at: string
          email: string | null
          full_name: string
          id: string
          is_active: boolean
          phone: string | null
          rating: number
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["rider_status"]
          total_deliveries: number
          updated_at: string
          vehicle_type: Database["public"]["Enums"]["vehicle_type"]
        }
        SetofOptions: {
          from: "*"
          to: "delivery_riders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      remove_product: { Args: { product_id: string }; Returns: string }
      restock_product: {
        Args: { product_id: string; quantity: number }
        Returns: number
      }
      sales_by_category: {
        Args: { end_date: string; start_date: string }
        Returns: {
          category_id: string
          category_name: string
          revenue: number
          units: number
        }[]
      }
      sales_by_outlet: {
        Args: { end_date: string; start_date: string }
        Returns: {
          average_order_value: number
          orders: number
          outlet_id: string
          outlet_name: string
          revenue: number
        }[]
      }
      sales_by_payment_method: {
        Args: { end_date: string; start_date: string }
        Returns: {
          average_order_value: number
          orders: number
          payment_method: Database["public"]["Enums"]["payment_method"]
          revenue: number
        }[]
      }
      sales_by_period: {
        Args: { end_date: string; period?: string; start_date: string }
        Returns: {
          average_order_value: number
          orders: number
          period_start: string
          revenue: number
        }[]
      }
      search_orders: {
        Args: { patterns: string[] }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      set_order_payment_status: {
        Args: {
          order_id: string
          status: Database["public"]["Enums"]["payment_status"]
        }
        Returns: {
          assigned_at: string | null
          assignment_seen_at: string | null
          cancellation_reason: string | null
          cancelled_at: string | null
          coupon_code: string | null
          created_at: string
          currency: string
          delivered_at: string | null
          delivery_code_failures: number
          delivery_code_locked_at: string | null
          delivery_distance_km: number | null
          delivery_fee: number
          delivery_instructions: string | null
          delivery_latitude: number
          delivery_longitude: number
          delivery_photo_url: string | null
          delivery_proof: Database["public"]["Enums"]["delivery_proof"] | null
          discount_amount: number
          handed_over_by: string | null
          id: string
          number: number
          outlet_id: string | null
          payment_method: Database["public"]["Enums"]["payment_method"]
          payment_status: Database["public"]["Enums"]["payment_status"]
          picked_up_at: string | null
          promised_delivery_date: string | null
          rider_id: string | null
          search_text: string
          shipping_address: Json
          status: Database["public"]["Enums"]["order_status"]
          subtotal: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      set_outlet_employee_active: {
        Args: { active: boolean; employee_id: string }
        Returns: {
          created_at: string
          id: string
          is_active: boolean
          outlet_id: string
          role_id: number
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "outlet_employees"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      share_delivery_position: {
        Args: {
          accuracy_m?: number
          latitude: number
          longitude: number
          order_id: string
        }
        Returns: boolean
      }
      staff_is_manager: { Args: never; Returns: boolean }
      staff_outlet_id: { Args: never; Returns: string }
      take_rate_limit: {
        Args: { key: string; max_hits: number; window_seconds: number }
        Returns: number
      }
      update_outlet_contact: {
        Args: { opening_hours: string; outlet_id: string; phone: string }
        Returns: {
          address: string
          city: string
          country: string
          created_at: string
          id: string
          is_active: boolean
          latitude: number | null
          longitude: number | null
          manager_name: string
          name: string
          opening_hours: string
          phone: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "outlets"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      update_outlet_employee: {
        Args: {
          employee_id: string
          full_name: string
          outlet_id: string
          phone?: string
          role_id: number
        }
        Returns: {
          created_at: string
          id: string
          is_active: boolean
          outlet_id: string
          role_id: number
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "outlet_employees"
          isOneToOne: true
          isSetofReturn: false
        }
      }
    }
    Enums: {
      decline_reason:
        | "too_far"
        | "vehicle_problem"
        | "on_another_delivery"
        | "ending_shift"
        | "other"
      delivery_proof: "code" | "photo"
      earning_type: "delivery" | "bonus" | "tip"
      notification_type: "error" | "warning" | "success" | "other"
      order_status:
        | "pending"
        | "processing"
        | "assigned"
        | "picked_up"
        | "delivered"
        | "cancelled"
      payment_method: "mtn_money" | "airtel_money" | "card" | "cash_on_delivery"
      payment_status: "pending" | "paid" | "failed" | "refunded"
      rider_approval: "awaiting_approval" | "approved" | "rejected"
      rider_status: "online" | "offline" | "delivering"
      stock_movement_kind: "restock" | "count"
      subscription_type: "blogs" | "campaigns" | "default"
      vehicle_type: "motorcycle" | "bicycle"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      decline_reason: [
        "too_far",
        "vehicle_problem",
        "on_another_delivery",
        "ending_shift",
        "other",
      ],
      delivery_proof: ["code", "photo"],
      earning_type: ["delivery", "bonus", "tip"],
      notification_type: ["error", "warning", "success", "other"],
      order_status: [
        "pending",
        "processing",
        "assigned",
        "picked_up",
        "delivered",
        "cancelled",
      ],
      payment_method: ["mtn_money", "airtel_money", "card", "cash_on_delivery"],
      payment_status: ["pending", "paid", "failed", "refunded"],
      rider_approval: ["awaiting_approval", "approved", "rejected"],
      rider_status: ["online", "offline", "delivering"],
      stock_movement_kind: ["restock", "count"],
      subscription_type: ["blogs", "campaigns", "default"],
      vehicle_type: ["motorcycle", "bicycle"],
    },
  },
} as const

