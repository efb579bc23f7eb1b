// Quoted from kharrison/CodeExamples (AutoLayout/AutoLayout/UIViewController+Constraint.swift, commit 5a2f47fdb4596a3b0850850469931a86b35ba27d) under the BSD 3-clause
// licence in the header below. Unchanged but for the import.
//
//  UIViewController+Constraint.swift
//  AutoLayout
//
//  Created by Keith Harrison http://useyourloaf.com
//  Copyright (c) 2016 Keith Harrison. All rights reserved.
//
//  Redistribution and use in source and binary forms, with or without
//  modification, are permitted provided that the following conditions are met:
//
//  1. Redistributions of source code must retain the above copyright
//  notice, this list of conditions and the following disclaimer.
//
//  2. Redistributions in binary form must reproduce the above copyright
//  notice, this list of conditions and the following disclaimer in the
//  documentation and/or other materials provided with the distribution.
//
//  3. Neither the name of the copyright holder nor the names of its
//  contributors may be used to endorse or promote products derived from
//  this software without specific prior written permission.
//
//  THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
//  AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
//  IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
//  ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE
//  LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
//  CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF
//  SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
//  INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN
//  CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)
//  ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
//  POSSIBILITY OF SUCH DAMAGE.

#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

/**
 A UIViewController extension for adding constraints to the
 view controller view.
 */

extension UIViewController {
  
  /**
   A convenience method to create and add a constraint
   between a subview and the view of the view controller.
   This method assumes the constraint uses the same 
   attribute for both views.
   
   For example, to horizontally center a view at
   half way to the center of the view controller view:
   
       addConstraintFromView(myView,
         attribute: .CenterX,
         multiplier: 0.5,
         identifier: "myView center X")
   
   - Note: This method does not add the subview to the
   view hierarchy of the view controller.
   
   - Parameter subview: The subview of the view controller
   from which to add the constraint.
   
   - Parameter attribute: The NSLayoutAttribute for both
   the from and to item.
   
   - Parameter multipler: A CGFloat constant that multiplies
   the attribute of the to item.
   
   - Parameter identifier: A String identifier to aid debugging.
   */
  
  func addConstraintFromView(_ subview: UIView?, attribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, identifier: String) {
    if let subview = subview {
      let constraint = NSLayoutConstraint(item: subview,
        attribute: attribute,
        relatedBy: .equal,
        toItem: view,
        attribute: attribute,
        multiplier: multiplier,
        constant: 0)
      constraint.identifier = identifier
      view.addConstraint(constraint)
    }
  }
}
